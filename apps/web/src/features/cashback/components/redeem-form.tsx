import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fromMinor } from '@cabinet/contracts/money';
import { typedMinor } from '@cabinet/contracts/money-math';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { useRedeemCashback } from '../api/redeem-cashback.ts';
import { AmountInput } from '../../../shared/ui/amount-input.tsx';
import { amountProblem, usd } from './amounts.ts';
import { MoneyDialogForm } from './money-dialog-form.tsx';
import { useMoneyDialogForm } from './use-money-dialog-form.ts';

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
  const { form, submit, failure } = useMoneyDialogForm<{ amount: string | number }>({
    fields: FIELDS,
    initialValues: { amount: fromMinor(balance) },
    validate: { amount: (value) => amountProblem(value, { min: minimum, max: balance }, t) },
    send: async (values, headers) => {
      const amount = typedMinor(values.amount)!;
      await redeem.mutateAsync({ body: { amount: fromMinor(amount) }, headers });
      return t('redeem.done', { amount: usd(amount) });
    },
    onDone,
  });

  return (
    <MoneyDialogForm onSubmit={submit} onCancel={onCancel} pending={redeem.isPending} submitLabel={t('redeem.submit')}>
      <Text size="sm">{t('redeem.text', { minimum: usd(minimum), balance: usd(balance) })}</Text>
      <FormError title={failure?.title ?? null} messages={failure?.messages} />
      <AmountInput currency="USD" required label={t('redeem.amount')} {...form.getInputProps('amount')} />
    </MoneyDialogForm>
  );
}
