import { Button, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { decimalText } from '@cabinet/contracts/amount';
import { moneySettingsBodySchema, type OpsAccountDetail } from '@cabinet/contracts/money-ops';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { ask } from '../../../shared/ui/dialogs.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useSaveMoneySettings } from '../api/change-balance.ts';
import { AmountInput } from '../../../shared/ui/amount-input.tsx';

const FIELDS = ['minimum_balance', 'withdrawal_blocked', 'withdrawal_block_reason'] as const;

/**
 * The seller's minimum balance (negative = a credit line) and the §6 withdrawal block with its reason. Blocking,
 * changing the reason and lifting the block each ask first: the seller is told, and reads the reason (issue 23).
 */
export function SettingsForm({ account }: { account: OpsAccountDetail }) {
  const { t } = useTranslation('money');
  const save = useSaveMoneySettings(account.id);
  const { failure, clear, onServerError } = useFormFailure(t, FIELDS);
  const form = useForm({
    initialValues: {
      minimum_balance: Number(account.balance.minimum_balance.amount) as number | string,
      withdrawal_blocked: account.withdrawal_blocked,
      withdrawal_block_reason: account.withdrawal_block_reason,
    },
    // Checked before the dialog that quotes the reason to the seller: a block is never announced without one.
    validate: {
      withdrawal_block_reason: (value, values) =>
        values.withdrawal_blocked && value.trim().length < 3 ? t('ops.settings.reason_short') : null,
    },
  });

  /** What the seller will be told, if the block changes; null when it stays as it is. */
  const blockChange = (values: typeof form.values) => {
    const reason = values.withdrawal_block_reason.trim();
    if (values.withdrawal_blocked && (!account.withdrawal_blocked || reason !== account.withdrawal_block_reason)) {
      return { title: t('ops.settings.block_title'), message: t('ops.settings.block_text', { reason }) };
    }
    if (!values.withdrawal_blocked && account.withdrawal_blocked) {
      return { title: t('ops.settings.unblock_title'), message: t('ops.settings.unblock_text') };
    }
    return null;
  };

  const submit = form.onSubmit(async (values, event) => {
    clear();
    const change = blockChange(values);
    if (change) {
      const answer = await ask({ ...change, actions: [{ label: t('ops.settings.submit'), value: true }] });
      if (!answer) return;
    }
    try {
      // Sent as typed: more than two places is the server's invalid_amount on the field, never a rounded limit.
      await save.mutateAsync({ ...values, minimum_balance: decimalText(values.minimum_balance || 0) });
      notifySuccess(t('ops.settings.saved'));
    } catch (error) {
      onServerError(error, form, event);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={420}>
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <AmountInput
          label={t('ops.settings.minimum_balance')}
          description={t('ops.settings.minimum_hint')}
          currency="USD"
          allowNegative
          {...form.getInputProps('minimum_balance')}
        />
        <Switch
          label={t('ops.settings.withdrawal_blocked')}
          {...form.getInputProps('withdrawal_blocked', { type: 'checkbox' })}
        />
        {form.values.withdrawal_blocked && (
          <LimitedTextInput
            schema={moneySettingsBodySchema}
            field="withdrawal_block_reason"
            label={t('ops.settings.block_reason')}
            description={t('ops.settings.block_reason_hint')}
            required
            {...form.getInputProps('withdrawal_block_reason')}
          />
        )}
        <Button type="submit" variant="default" loading={save.isPending} w="fit-content">
          {t('ops.settings.submit')}
        </Button>
      </Stack>
    </form>
  );
}
