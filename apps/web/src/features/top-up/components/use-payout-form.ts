import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { marketplacePayoutBodySchema, type PayoutMarketplace } from '@cabinet/contracts/top-up';
import { newIdempotencyKey, IDEMPOTENCY_HEADER } from '../../../shared/api/idempotency.ts';
import { formSummary, validateWithSchema } from '../../../shared/forms/schema-validation.ts';
import { serverFormErrors } from '../../../shared/forms/server-errors.ts';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useRegisterPayout } from '../api/ops-top-ups.ts';
import { parseAmount } from './amount-limits.ts';

const FIELDS = ['account_id', 'amount', 'marketplace', 'order_ref'] as const;
export type PayoutValues = { account_id: string; amount: string; marketplace: string; order_ref: string };

/**
 * A marketplace payout an operator registers: checked with the contract first, sent with a key of its own; after
 * it the account and marketplace stay for the next order, the amount and order are cleared.
 */
export function usePayoutForm() {
  const { t } = useTranslation('top-up');
  const register = useRegisterPayout();
  const [values, setValues] = useState<PayoutValues>({
    account_id: '',
    amount: '',
    marketplace: 'etsy',
    order_ref: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<{ title: string; messages: string[] } | null>(null);
  const set = (field: keyof PayoutValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setErrors({});
    const body = {
      account_id: values.account_id.trim() === '' ? undefined : Number(values.account_id),
      amount: parseAmount(values.amount) === null ? values.amount : values.amount.replace(',', '.'),
      marketplace: values.marketplace as PayoutMarketplace,
      order_ref: values.order_ref,
    };
    // Checked with the contract the API validates with, as every form is: nothing is sent while a field is wrong.
    const invalid = validateWithSchema(marketplacePayoutBodySchema, body, t);
    if (Object.keys(invalid).length > 0) {
      setErrors(invalid);
      setFailure({ title: formSummary(invalid, t), messages: [] });
      return;
    }
    try {
      const payout = await register.mutateAsync({
        body: { ...body, account_id: body.account_id! },
        // One key per order: registering the same order twice is one payout anyway.
        headers: { [IDEMPOTENCY_HEADER]: newIdempotencyKey() },
      });
      notifySuccess(t('ops.registered', { order: payout.order_ref, time: formatDateTime(payout.clears_at) }));
      setValues((v) => ({ ...v, amount: '', order_ref: '' }));
    } catch (error) {
      const { fields, title, messages } = serverFormErrors(error, FIELDS, t);
      setErrors(fields);
      setFailure({ title, messages });
    }
  };

  return { values, set, errors, failure, submit, pending: register.isPending };
}
