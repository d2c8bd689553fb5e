import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { fromMinor } from '@cabinet/contracts/money';
import { typedMinor } from '@cabinet/contracts/money-math';
import { useIdempotencyKey } from '../../../shared/api/idempotency.ts';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useRedeemCashback } from '../api/redeem-cashback.ts';
import { AmountInput } from '../../../shared/ui/amount-input.tsx';
import { amountProblem, usd } from './amounts.ts';
import { reworded } from './problem.ts';

const FIELDS = ['amount'] as const;

/** Moves cashback to the balance: at least the minimum, at most the cashback balance (both minor units). */
export function RedeemForm({
  balance,
  minimum,
  onDone,
  onCancel,
}: {
  balance: number;
  minimum: number;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('cashback');
  const redeem = useRedeemCashback();
  const attempt = useIdempotencyKey();
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, FIELDS);
  const form = useForm<{ amount: string | number }>({
    initialValues: { amount: fromMinor(balance) },
    validate: { amount: (value) => amountProblem(value, { min: minimum, max: balance }, t) },
  });

  const submit = form.onSubmit(async (values, event) => {
    clear();
    const amount = typedMinor(values.amount)!;
    try {
      await redeem.mutateAsync({ body: { amount: fromMinor(amount) }, headers: attempt.headers });
      attempt.renew();
      notifySuccess(t('redeem.done', { amount: usd(amount) }));
      onDone();
    } catch (error) {
      onServerError(reworded(error, t), form, event);
    }
  }, onInvalid);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('redeem.text', { minimum: usd(minimum), balance: usd(balance) })}</Text>
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <AmountInput currency="USD" required label={t('redeem.amount')} {...form.getInputProps('amount')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={redeem.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={redeem.isPending}>
            {t('redeem.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
