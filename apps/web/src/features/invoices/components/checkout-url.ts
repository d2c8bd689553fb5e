import { paths } from '../../../shared/lib/paths.ts';

export const INVOICE_PARAM = 'invoice';

/** /pay-money/checkout?invoice={id}: the confirmation of paying one invoice. */
export const checkoutUrl = (invoiceId: number) =>
  `${paths.payMoneyCheckout}?${new URLSearchParams({ [INVOICE_PARAM]: String(invoiceId) })}`;
