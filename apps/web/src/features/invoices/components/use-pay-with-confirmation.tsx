import { useTranslation } from 'react-i18next';
import type { Invoice, InvoicePaid } from '@cabinet/contracts/invoices';
import { useBalance } from '../../../shared/api/balance.ts';
import { useIdempotencyKey } from '../../../shared/api/idempotency.ts';
import { knownPath } from '../../../shared/lib/known-paths.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { confirm, DialogCancelled } from '../../../shared/ui/dialogs.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { usePayInvoice } from '../api/pay-invoice.ts';
import { paymentEffect } from './money-math.ts';
import { PaymentSummary } from './payment-summary.tsx';

/**
 * Pay with a confirmation (§4 Dialog): the dialog shows the amount and the balance before and after; Confirm pays
 * (loading until done; a refusal such as insufficient funds stays in the dialog). Resolves with the payment, or
 * null when the seller cancelled.
 */
export function usePayWithConfirmation() {
  const { t } = useTranslation('invoices');
  const balance = useBalance();
  const pay = usePayInvoice();
  const attempt = useIdempotencyKey();

  const run = async (invoice: Invoice): Promise<InvoicePaid | null> => {
    const current = balance.data ?? (await balance.refetch()).data;
    if (!current) return null;
    const effect = paymentEffect(invoice.total, current);
    try {
      const result = await confirm<InvoicePaid>({
        title: t('pay.confirm_title', { number: invoice.number }),
        message: <PaymentSummary amount={invoice.total} {...effect} />,
        actions: effect.enough
          ? [
              {
                label: t('pay.confirm'),
                code: 'pay',
                handler: () => pay.mutateAsync({ id: invoice.id, headers: attempt.headers }),
              },
            ]
          : knownPath(paths.topUp)
            ? [{ label: t('pay.top_up'), code: 'top-up', value: null, to: paths.topUp }]
            : [],
      });
      if (!result) return null;
      attempt.renew();
      notifySuccess(t('pay.done', { number: invoice.number }));
      return result;
    } catch (error) {
      if (error instanceof DialogCancelled) return null;
      throw error;
    }
  };

  return { run, ready: balance.isSuccess, pending: pay.isPending };
}
