import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FEE_CARD_MIN_TOP_UP_MINOR, issueFeeCardBodySchema } from '@cabinet/contracts/fee-cards';
import { fromMinor } from '@cabinet/contracts/money';
import { typedMinor } from '@cabinet/contracts/money-math';
import { useBalance } from '../../../shared/api/balance.ts';
import { formatMoney } from '../../../shared/lib/format.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { useIssueFeeCard } from '../api/change-fee-card.ts';
import { AmountInput } from '../../../shared/ui/amount-input.tsx';
import { amountProblem, usd } from './amounts.ts';
import { MoneyDialogForm } from './money-dialog-form.tsx';
import { useMoneyDialogForm } from './use-money-dialog-form.ts';

const FIELDS = ['label', 'initial_top_up'] as const;
type Values = { label: string; initial_top_up: string | number };

/** A new card: a name for it and the mandatory first top-up (§9: at least 10 USD), taken from the balance. */
export function IssueCardForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('cashback');
  const balance = useBalance();
  const issue = useIssueFeeCard();
  const { form, submit, failure } = useMoneyDialogForm<Values>({
    fields: FIELDS,
    initialValues: { label: '', initial_top_up: fromMinor(FEE_CARD_MIN_TOP_UP_MINOR) },
    validate: {
      label: (value) =>
        value.trim() ? (value.trim().length > 40 ? t('issue.label_too_long') : null) : t('amount.required'),
      initial_top_up: (value) => amountProblem(value, { min: FEE_CARD_MIN_TOP_UP_MINOR }, t),
    },
    send: async (values, headers) => {
      const amount = typedMinor(values.initial_top_up)!;
      const { card } = await issue.mutateAsync({
        body: { label: values.label.trim(), initial_top_up: fromMinor(amount) },
        headers,
      });
      return card.number_masked
        ? t('issue.done', { card: card.number_masked, amount: usd(amount) })
        : t('issue.issuing', { card: card.label, amount: usd(amount) });
    },
    onDone,
  });

  return (
    <MoneyDialogForm onSubmit={submit} onCancel={onCancel} pending={issue.isPending} submitLabel={t('issue.submit')}>
      <Alert
        color="blue"
        variant="light"
        title={t('issue.mandatory_title', { amount: usd(FEE_CARD_MIN_TOP_UP_MINOR) })}
      >
        <Text size="sm">{t('issue.mandatory_text', { amount: usd(FEE_CARD_MIN_TOP_UP_MINOR) })}</Text>
      </Alert>
      <FormError title={failure?.title ?? null} messages={failure?.messages} />
      <LimitedTextInput
        schema={issueFeeCardBodySchema}
        field="label"
        label={t('issue.label')}
        description={t('issue.label_hint')}
        autoComplete="off"
        required
        {...form.getInputProps('label')}
      />
      <AmountInput
        currency="USD"
        required
        label={t('issue.initial_top_up')}
        description={
          balance.data ? t('issue.available', { amount: formatMoney(balance.data.available_for_shipments) }) : undefined
        }
        {...form.getInputProps('initial_top_up')}
      />
    </MoneyDialogForm>
  );
}
