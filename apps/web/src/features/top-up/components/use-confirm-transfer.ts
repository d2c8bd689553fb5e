import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fromMinor } from '@cabinet/contracts/money';
import { confirmTransferBodySchema, type OpsTopUp } from '@cabinet/contracts/top-up';
import { minorOf } from '@cabinet/contracts/money-math';
import { useIdempotencyKey } from '../../../shared/api/idempotency.ts';
import { formSummary, validateWithSchema } from '../../../shared/forms/schema-validation.ts';
import { serverFormErrors } from '../../../shared/forms/server-errors.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useConfirmTransfer } from '../api/ops-top-ups.ts';
import { parseAmount } from './amount-limits.ts';

const FIELDS = ['received_amount', 'bank_reference', 'value_date'] as const;
export type ReceiptValues = { received_amount: string; bank_reference: string; value_date: string | null };

/** How what arrived compares with the invoice: all of it, part of it (the rest is not credited), or more. */
export type ReceiptShare = 'none' | 'full' | 'partial' | 'above';

/**
 * An operator confirms a bank transfer from the statement (issue 23): the amount that arrived, the bank's reference
 * and the value date, all typed (nothing is taken for received because a button was pressed). Checked with the
 * contract, sent once per attempt (an Idempotency-Key), and the server's refusals land on their fields.
 */
export function useConfirmTransferForm(row: OpsTopUp, onDone: () => void) {
  const { t } = useTranslation('top-up');
  const confirm = useConfirmTransfer();
  const attempt = useIdempotencyKey();
  const [values, setValues] = useState<ReceiptValues>({ received_amount: '', bank_reference: '', value_date: null });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<{ title: string; messages: string[] } | null>(null);
  const set =
    <K extends keyof ReceiptValues>(field: K) =>
    (value: ReceiptValues[K]) =>
      setValues((v) => ({ ...v, [field]: value }));

  const arrived = parseAmount(values.received_amount);
  const invoiced = minorOf(row.total);
  const share: ReceiptShare =
    arrived === null || arrived <= 0
      ? 'none'
      : arrived === invoiced
        ? 'full'
        : arrived < invoiced
          ? 'partial'
          : 'above';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setErrors({});
    const body = {
      received_amount: arrived === null ? values.received_amount : fromMinor(arrived),
      bank_reference: values.bank_reference,
      value_date: values.value_date ?? '',
    };
    const invalid = validateWithSchema(confirmTransferBodySchema, body, t);
    if (Object.keys(invalid).length > 0) {
      setErrors(invalid);
      setFailure({ title: formSummary(invalid, t), messages: [] });
      return;
    }
    try {
      await confirm.mutateAsync({ id: row.id, body, headers: attempt.headers });
      attempt.renew();
      notifySuccess(t('ops.confirmed', { reference: row.reference }));
      onDone();
    } catch (error) {
      const { fields, title, messages } = serverFormErrors(error, FIELDS, t);
      setErrors(fields);
      setFailure({ title, messages });
    }
  };

  return { values, set, errors, failure, submit, share, arrived, pending: confirm.isPending };
}
