import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoicePaid } from '@cabinet/contracts/invoices';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { useIdempotencyKey } from '../../../shared/api/idempotency.ts';
import { usePayInvoice } from '../api/pay-invoice.ts';

/** Pays the invoice once, whatever the clicks (Idempotency-Key); keeps the payment made or the refusal. */
export function useConfirmPayment(id: number) {
  const { t } = useTranslation('invoices');
  const pay = usePayInvoice();
  const attempt = useIdempotencyKey();
  const [paid, setPaid] = useState<InvoicePaid | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const confirmPayment = async () => {
    setFailure(null);
    try {
      setPaid(await pay.mutateAsync({ id, headers: attempt.headers }));
      attempt.renew();
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  };

  return { paid, failure, confirmPayment, pending: pay.isPending };
}
