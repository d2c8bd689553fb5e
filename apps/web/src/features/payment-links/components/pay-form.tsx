import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { payStartBodySchema, type PayStartBody } from '@cabinet/contracts/payment-links';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { useStartPayment } from '../api/pay-link.ts';
import { hostedCheckout } from '../../../shared/lib/hosted-checkout.ts';

const FIELDS = ['email'] as const;

/**
 * The buyer's e-mail and the Pay button, which opens the payments provider's hosted checkout: the card is typed
 * there, never here. Pressing Pay again while that checkout is open leads to the same one.
 */
export function PayForm({ code }: { code: string }) {
  const { t } = useTranslation('payment-links');
  const start = useStartPayment(code);
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, FIELDS);
  const form = useForm<PayStartBody>({
    initialValues: { email: '' },
    validate: {
      email: (value) =>
        !value.trim()
          ? t('validation.required')
          : payStartBodySchema.shape.email.safeParse(value.trim()).success
            ? null
            : t('pay.errors.email'),
    },
  });

  const submit = form.onSubmit(async (values, event) => {
    clear();
    try {
      const payment = await start.mutateAsync({ email: values.email.trim() });
      hostedCheckout.open(payment.checkout_url);
    } catch (error) {
      onServerError(error, form, event);
    }
  }, onInvalid);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <LimitedTextInput
          schema={payStartBodySchema}
          field="email"
          label={t('pay.email')}
          description={t('pay.email_hint')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={start.isPending} size="md">
          {t('pay.submit')}
        </Button>
      </Stack>
    </form>
  );
}
