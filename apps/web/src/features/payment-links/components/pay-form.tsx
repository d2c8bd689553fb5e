import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { payBodySchema, type PayBody, type PayResult } from '@cabinet/contracts/payment-links';
import { ApiError } from '../../../shared/api/api-error.ts';
import { useIdempotencyKey } from '../../../shared/api/idempotency.ts';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { usePayLink } from '../api/pay-link.ts';

const FIELDS = ['email', 'card_number', 'expiry', 'cvc'] as const;

/** The contract's check of a card, worded per field ('invalid_card_number' → "Check the card number"). */
function validate(values: PayBody, t: (key: string) => string): Record<string, string> {
  const result = payBodySchema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '_');
    const value = values[field as keyof PayBody];
    errors[field] ??= !value?.trim() ? t('validation.required') : t(`pay.errors.${field}`);
  }
  return errors;
}

/** "4242424242424242" → "4242 4242 4242 4242" as the buyer types. */
const groupDigits = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** "1230" → "12/30" as the buyer types. */
const expiryMask = (value: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

/** The buyer's e-mail and card; one submit is one payment however often it is pressed (Idempotency-Key). */
export function PayForm({ code, onPaid }: { code: string; onPaid: (result: PayResult) => void }) {
  const { t } = useTranslation('payment-links');
  const pay = usePayLink(code);
  const attempt = useIdempotencyKey();
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, FIELDS);
  const form = useForm<PayBody>({
    initialValues: { email: '', card_number: '', expiry: '', cvc: '' },
    validate: (values) => validate(values, t),
  });

  const submit = form.onSubmit(async (values, event) => {
    clear();
    try {
      const result = await pay.mutateAsync({ body: values, headers: attempt.headers });
      onPaid(result);
    } catch (error) {
      // A refusal (a declined card, a typo) is final for this attempt: the next one gets a new key. A lost answer keeps
      // the key, so that pressing Pay again cannot pay twice.
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
      if (refused && error.code !== 'idempotency_in_flight') attempt.renew();
      onServerError(error, form, event);
    }
  }, onInvalid);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <TextInput
          label={t('pay.email')}
          description={t('pay.email_hint')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('pay.card_number')}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          required
          {...form.getInputProps('card_number')}
          onChange={(e) => form.setFieldValue('card_number', groupDigits(e.currentTarget.value))}
        />
        <Group grow align="flex-start">
          <TextInput
            label={t('pay.expiry')}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t('pay.expiry_placeholder')}
            required
            {...form.getInputProps('expiry')}
            onChange={(e) => form.setFieldValue('expiry', expiryMask(e.currentTarget.value))}
          />
          <TextInput
            label={t('pay.cvc')}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            required
            {...form.getInputProps('cvc')}
          />
        </Group>
        <Button type="submit" loading={pay.isPending} size="md">
          {t('pay.submit')}
        </Button>
      </Stack>
    </form>
  );
}
