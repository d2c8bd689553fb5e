import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FEE_CARD_MIN_TOP_UP_MINOR, type FeeCard } from '@cabinet/contracts/fee-cards';
import { fromMinor } from '@cabinet/contracts/money';
import { typedMinor } from '@cabinet/contracts/money-math';
import { useBalance } from '../../../shared/api/balance.ts';
import { useIdempotencyKey } from '../../../shared/api/idempotency.ts';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { formatMoney } from '../../../shared/lib/format.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useTopUpFeeCard } from '../api/change-fee-card.ts';
import { AmountInput } from '../../../shared/ui/amount-input.tsx';
import { amountProblem, usd } from './amounts.ts';
import { reworded } from './problem.ts';

const FIELDS = ['amount'] as const;

/** Balance → card, at least 10 USD (§9); the dialog is the confirmation: it says where the money comes from. */
export function TopUpForm({ card, onDone, onCancel }: { card: FeeCard; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('cashback');
  const balance = useBalance();
  const topUp = useTopUpFeeCard();
  const attempt = useIdempotencyKey();
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, FIELDS);
  const form = useForm<{ amount: string | number }>({
    initialValues: { amount: fromMinor(FEE_CARD_MIN_TOP_UP_MINOR) },
    validate: { amount: (value) => amountProblem(value, { min: FEE_CARD_MIN_TOP_UP_MINOR }, t) },
  });

  const submit = form.onSubmit(async (values, event) => {
    clear();
    const amount = typedMinor(values.amount)!;
    try {
      await topUp.mutateAsync({ id: card.id, body: { amount: fromMinor(amount) }, headers: attempt.headers });
      attempt.renew();
      notifySuccess(t('top_up.done', { card: card.label, amount: usd(amount) }));
      onDone();
    } catch (error) {
      onServerError(reworded(error, t), form, event);
    }
  }, onInvalid);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {t('top_up.text', { card: `${card.label} ${card.number_masked}`, balance: formatMoney(card.balance) })}
        </Text>
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <AmountInput
          currency="USD"
          required
          label={t('top_up.amount')}
          description={
            balance.data
              ? t('top_up.available', {
                  amount: formatMoney(balance.data.available_for_shipments),
                  minimum: usd(FEE_CARD_MIN_TOP_UP_MINOR),
                })
              : undefined
          }
          {...form.getInputProps('amount')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={topUp.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={topUp.isPending}>
            {t('top_up.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
