import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { unidentifiedPaymentCreateBodySchema } from '@cabinet/contracts/lost-payments';
import { useIdempotencyKey } from '../../../shared/api/idempotency.ts';
import { validateWithSchema } from '../../../shared/forms/schema-validation.ts';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { DateInput } from '../../../shared/ui/date-input.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useRegisterUnidentifiedPayment } from '../api/ops-lost-payments.ts';
import { AmountInput } from '../../../shared/ui/amount-input.tsx';
import { LimitedTextarea, LimitedTextInput } from '../../../shared/ui/limited-text.tsx';

const FIELDS = ['amount', 'payer', 'date', 'details'] as const;
type Values = { amount: string | number; payer: string; date: string | null; details: string };

/** Registers money that arrived without saying whose it is; sellers then see it (payer masked) and claim it. */
export function RegisterPaymentForm() {
  const { t } = useTranslation('lost-payments');
  const register = useRegisterUnidentifiedPayment();
  const attempt = useIdempotencyKey();
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, FIELDS);
  const form = useForm<Values>({
    initialValues: { amount: '', payer: '', date: null, details: '' },
    validate: (v) =>
      validateWithSchema(
        unidentifiedPaymentCreateBodySchema,
        { ...v, amount: String(v.amount), date: v.date ?? '' },
        t,
      ),
  });
  const submit = form.onSubmit(async (v, event) => {
    clear();
    try {
      await register.mutateAsync({
        body: { amount: String(v.amount), payer: v.payer, date: v.date ?? '', details: v.details },
        headers: attempt.headers,
      });
      attempt.renew();
      form.reset();
      notifySuccess(t('ops.registered'));
    } catch (error) {
      onServerError(error, form, event);
    }
  }, onInvalid);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <Group grow align="flex-start">
          <AmountInput label={t('ops.amount_usd')} currency="USD" required {...form.getInputProps('amount')} />
          <DateInput
            label={t('ops.received_on')}
            required
            value={form.getValues().date}
            onChange={(date) => form.setFieldValue('date', date)}
            error={form.errors.date}
            maxDate={new Date()}
          />
        </Group>
        <LimitedTextInput
          schema={unidentifiedPaymentCreateBodySchema}
          field="payer"
          label={t('ops.payer')}
          description={t('ops.payer_hint')}
          required
          {...form.getInputProps('payer')}
        />
        <LimitedTextarea
          schema={unidentifiedPaymentCreateBodySchema}
          field="details"
          label={t('ops.details')}
          description={t('ops.details_hint')}
          autosize
          minRows={2}
          {...form.getInputProps('details')}
        />
        <Button type="submit" loading={register.isPending} w="fit-content">
          {t('ops.register')}
        </Button>
      </Stack>
    </form>
  );
}
