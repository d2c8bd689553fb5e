import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FEE_CARD_MIN_TOP_UP_MINOR, type FeeCard } from '@cabinet/contracts/fee-cards';
import { fromMinor } from '@cabinet/contracts/money';
import { typedMinor } from '@cabinet/contracts/money-math';
import { useBalance } from '../../../shared/api/balance.ts';
import { formatMoney } from '../../../shared/lib/format.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { useTopUpFeeCard } from '../api/change-fee-card.ts';
import { AmountInput } from '../../../shared/ui/amount-input.tsx';
import { amountProblem, usd } from './amounts.ts';
import { MoneyDialogForm } from './money-dialog-form.tsx';
import { useMoneyDialogForm } from './use-money-dialog-form.ts';

const FIELDS = ['amount'] as const;

/** Balance → card, at least 10 USD (§9); the dialog is the confirmation: it says where the money comes from. */
export function TopUpForm({ card, onDone, onCancel }: { card: FeeCard; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('cashback');
  const balance = useBalance();
  const topUp = useTopUpFeeCard();
  const { form, submit, failure } = useMoneyDialogForm<{ amount: string | number }>({
    fields: FIELDS,
    initialValues: { amount: fromMinor(FEE_CARD_MIN_TOP_UP_MINOR) },
    validate: { amount: (value) => amountProblem(value, { min: FEE_CARD_MIN_TOP_UP_MINOR }, t) },
    send: async (values, headers) => {
      const amount = typedMinor(values.amount)!;
      await topUp.mutateAsync({ id: card.id, body: { amount: fromMinor(amount) }, headers });
      return t('top_up.done', { card: card.label, amount: usd(amount) });
    },
    onDone,
  });

  return (
    <MoneyDialogForm onSubmit={submit} onCancel={onCancel} pending={topUp.isPending} submitLabel={t('top_up.submit')}>
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
    </MoneyDialogForm>
  );
}
