import { Alert, Anchor } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../../../shared/api/balance.ts';
import { invoiceUrl, paths } from '../../../shared/lib/paths.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { CheckoutCard } from '../components/checkout-card.tsx';
import { INVOICE_PARAM } from '../components/checkout-url.ts';
import { InvoiceLoadFailure } from '../components/invoice-load-failure.tsx';
import { PaymentDone } from '../components/payment-done.tsx';
import { useConfirmPayment } from '../components/use-confirm-payment.ts';
import { useInvoiceFromUrl } from '../components/use-invoice-from-url.ts';

/**
 * /pay-money/checkout?invoice={id} — the confirmation of paying one invoice: the amount, the balance before and
 * after; Confirm pays (once, whatever the clicks: Idempotency-Key) and the page shows the result.
 */
export function PayMoneyCheckoutPage() {
  const { t } = useTranslation('invoices');
  const [params] = useSearchParams();
  const { id, invoice, missing } = useInvoiceFromUrl(params.get(INVOICE_PARAM));
  const balance = useBalance();
  const { paid, failure, confirmPayment, pending } = useConfirmPayment(id);

  const body = () => {
    if (paid) return <PaymentDone paid={paid} />;
    if (missing || invoice.isError)
      return (
        <InvoiceLoadFailure
          missing={missing}
          error={invoice.error}
          back={paths.payMoney}
          backLabel={t('checkout.back_to_list')}
        />
      );
    const data = invoice.data;
    if (!data || !balance.data) return null;
    if (data.status !== 'unpaid')
      return (
        <Alert color="blue" variant="light" title={t(`checkout.not_payable.${data.status}`, { number: data.number })}>
          <Anchor component={Link} to={invoiceUrl(data.id)}>
            {t('checkout.to_invoice')}
          </Anchor>
        </Alert>
      );
    return (
      <CheckoutCard
        invoice={data}
        balance={balance.data}
        failure={failure}
        pending={pending}
        onConfirm={() => void confirmPayment()}
      />
    );
  };

  return (
    <Page
      title={t('checkout.title')}
      caption={t('checkout.caption')}
      back={paths.payMoney}
      loading={!paid && Boolean(id) && (invoice.isPending || balance.isPending)}
    >
      {body()}
    </Page>
  );
}
