import { Button, SegmentedControl, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { adjustmentBodySchema } from '@cabinet/contracts/money-ops';
import { useIdempotencyKey } from '../../../shared/api/idempotency.ts';
import { validateWithSchema } from '../../../shared/forms/schema-validation.ts';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { formatMoney } from '../../../shared/lib/format.ts';
import { confirm, DialogCancelled } from '../../../shared/ui/dialogs.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useAdjustBalance } from '../api/change-balance.ts';
import { AmountInput } from '../../../shared/ui/amount-input.tsx';
import { LimitedTextarea } from '../../../shared/ui/limited-text.tsx';

const FIELDS = ['direction', 'amount', 'reason'] as const;
type Values = { direction: 'credit' | 'debit'; amount: string | number; reason: string };

/** A credit or debit of a seller's balance, with the reason the seller will read; confirmed before it is posted. */
export function AdjustForm({ accountId }: { accountId: number }) {
  const { t } = useTranslation('money');
  const adjust = useAdjustBalance(accountId);
  const attempt = useIdempotencyKey();
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, FIELDS);
  const form = useForm<Values>({
    initialValues: { direction: 'credit', amount: '', reason: '' },
    validate: (values) => validateWithSchema(adjustmentBodySchema, { ...values, amount: String(values.amount) }, t),
  });

  const submit = form.onSubmit(async (values, event) => {
    clear();
    const amount = formatMoney({ amount: values.amount, currency: 'USD' });
    try {
      await confirm({
        title: t(`ops.adjust.confirm_${values.direction}`, { amount }),
        message: values.reason,
        actions: [
          {
            label: t(`ops.adjust.${values.direction}`),
            value: true,
            color: values.direction === 'debit' ? 'red' : 'blue',
          },
        ],
      });
    } catch (error) {
      if (error instanceof DialogCancelled) return;
      throw error;
    }
    try {
      const result = await adjust.mutateAsync({
        body: { ...values, amount: String(values.amount) },
        headers: attempt.headers,
      });
      attempt.renew();
      form.reset();
      // Above the threshold nothing is posted yet: a second operator approves it on the approvals desk.
      notifySuccess(t(result.journal_id === null ? 'ops.adjust.sent_for_approval' : 'ops.adjust.done', { amount }));
    } catch (error) {
      onServerError(error, form, event);
    }
  }, onInvalid);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={420}>
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <SegmentedControl
          aria-label={t('ops.adjust.direction')}
          data={[
            { value: 'credit', label: t('ops.adjust.credit') },
            { value: 'debit', label: t('ops.adjust.debit') },
          ]}
          {...form.getInputProps('direction')}
        />
        <AmountInput label={t('ops.adjust.amount')} currency="USD" required {...form.getInputProps('amount')} />
        <LimitedTextarea
          schema={adjustmentBodySchema}
          field="reason"
          label={t('ops.adjust.reason')}
          description={t('ops.adjust.reason_hint')}
          required
          autosize
          minRows={2}
          {...form.getInputProps('reason')}
        />
        <Button type="submit" loading={adjust.isPending} w="fit-content">
          {t('ops.adjust.submit')}
        </Button>
      </Stack>
    </form>
  );
}
