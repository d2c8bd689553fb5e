import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { WithdrawalMethod, WithdrawalMethodsResponse } from '@cabinet/contracts/withdrawals';
import { formatMoney } from '../../../shared/lib/format.ts';
import { requisitesUrl } from '../../../shared/lib/paths.ts';
import { formatMinor } from './amounts.ts';
import { useWithdrawAmount } from './use-withdraw-amount.ts';
import { WithdrawMethodPicker } from './withdraw-method-picker.tsx';
import { WithdrawAvailability } from './withdraw-availability.tsx';

export interface WithdrawFormProps {
  data: WithdrawalMethodsResponse;
  canWrite: boolean;
  initialMethod?: WithdrawalMethod | null;
  initialAmount?: string;
  onContinue(method: WithdrawalMethod, amount: string): void;
}

/**
 * /get-money: the method (with the state of its requisites), the amount with §5's flow — an amount outside the
 * method's limits is adjusted to the limit and the seller presses Continue again to confirm it — then Continue to
 * the confirmation step.
 */
export function WithdrawForm({ data, canWrite, initialMethod, initialAmount = '', onContinue }: WithdrawFormProps) {
  const { t } = useTranslation('withdrawals');
  const firstReady = data.methods.find((m) => m.has_requisites) ?? data.methods[0];
  const [methodKey, setMethodKey] = useState<WithdrawalMethod | undefined>(
    data.methods.some((m) => m.method === initialMethod) ? initialMethod! : firstReady?.method,
  );
  const method = data.methods.find((m) => m.method === methodKey);
  const { amount, type, notice, clearNotice, preview, next } = useWithdrawAmount({
    data,
    method,
    initialAmount,
    onContinue,
  });

  if (data.methods.length === 0) {
    return (
      <Alert color="yellow" variant="light" title={t('get_money.no_methods')}>
        {t('get_money.no_methods_text')}
      </Alert>
    );
  }

  const locked = data.withdrawal_blocked || !canWrite || !data.agreement_accepted;
  return (
    <Stack gap="md">
      <WithdrawAvailability data={data} />
      <WithdrawMethodPicker
        methods={data.methods}
        value={methodKey}
        canWrite={canWrite}
        onChange={(chosen) => {
          setMethodKey(chosen);
          clearNotice();
        }}
      />
      <TextInput
        label={t('get_money.amount')}
        inputMode="decimal"
        value={amount}
        maw={240}
        rightSection={<Text size="sm">USD</Text>}
        onChange={(event) => type(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') next();
        }}
        disabled={locked}
        error={notice?.kind === 'error' ? notice.text : undefined}
      />
      {notice && notice.kind !== 'error' && (
        <Alert color="yellow" variant="light" role="status">
          {t(`get_money.${notice.kind}`, {
            limit: formatMoney({ amount: notice.limit, currency: 'USD' }),
            adjusted: formatMoney({ amount: notice.adjusted, currency: 'USD' }),
            available: formatMoney(data.available_for_withdrawal),
          })}
        </Alert>
      )}
      {preview && (
        <Text size="sm" c="gray.7">
          {t('get_money.fee_preview', {
            fee: formatMinor(preview.fee),
            total: formatMinor(preview.minor + preview.fee),
          })}
        </Text>
      )}
      {method && !method.has_requisites && !locked && (
        <Alert color="yellow" variant="light">
          {t('get_money.no_requisites')}.{' '}
          <Anchor component={Link} to={requisitesUrl(method.method)}>
            {t('get_money.add_requisites')}
          </Anchor>
        </Alert>
      )}
      <Group>
        <Button onClick={next} disabled={locked || !method?.has_requisites}>
          {t('get_money.continue')}
        </Button>
      </Group>
    </Stack>
  );
}
