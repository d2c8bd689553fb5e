import { useState } from 'react';
import { Alert, Anchor, Button, Card, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fromMinor } from '@cabinet/contracts/money';
import type { WithdrawalMethod, WithdrawalMethodInfo, WithdrawalMethodsResponse } from '@cabinet/contracts/withdrawals';
import { formatMoney } from '../../../shared/lib/format.ts';
import { paths, requisitesUrl } from '../../../shared/lib/paths.ts';
import { checkAmount, checkWithdrawal, feeOf, formatMinor, minorOf } from './amounts.ts';
import { RequisitesSummary } from './requisites-summary.tsx';

export interface WithdrawFormProps {
  data: WithdrawalMethodsResponse;
  canWrite: boolean;
  initialMethod?: WithdrawalMethod | null;
  initialAmount?: string;
  onContinue(method: WithdrawalMethod, amount: string): void;
}

function feeText(method: WithdrawalMethodInfo, t: (key: string, o?: Record<string, string>) => string) {
  if (method.fee.percent === '0.00' && method.fee.minimum.amount === '0.00') return t('get_money.fee_free');
  if (method.fee.minimum.amount === '0.00') return t('get_money.fee', { percent: method.fee.percent });
  return t('get_money.fee_min', { percent: method.fee.percent, minimum: formatMoney(method.fee.minimum) });
}

type Notice =
  | { kind: 'below' | 'above' | 'above_available'; limit: string; adjusted: string }
  | { kind: 'error'; text: string }
  | null;

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
  const [amount, setAmount] = useState(initialAmount);
  const [notice, setNotice] = useState<Notice>(null);
  const method = data.methods.find((m) => m.method === methodKey);

  if (data.methods.length === 0) {
    return (
      <Alert color="yellow" variant="light" title={t('get_money.no_methods')}>
        {t('get_money.no_methods_text')}
      </Alert>
    );
  }

  const locked = data.withdrawal_blocked || !canWrite || !data.agreement_accepted;
  const available = minorOf(data.available_for_withdrawal);
  const check = method ? checkWithdrawal(amount, method, available) : null;
  // The fee preview follows the typed amount within the method's limits, whatever the balance.
  const typed = method ? checkAmount(amount, method) : null;
  const fee = typed?.kind === 'ok' && method ? feeOf(method, typed.minor) : null;

  const next = () => {
    if (!method || !check) return;
    if (check.kind === 'invalid') return setNotice({ kind: 'error', text: t('get_money.invalid') });
    if (check.kind === 'not_enough') {
      return setNotice({
        kind: 'error',
        text: t('get_money.not_enough', {
          total: formatMinor(check.total),
          available: formatMoney(data.available_for_withdrawal),
        }),
      });
    }
    if (check.kind !== 'ok') {
      setAmount(check.adjusted);
      return setNotice(check);
    }
    onContinue(method.method, fromMinor(check.minor));
  };

  return (
    <Stack gap="md">
      {data.withdrawal_blocked && (
        <Alert color="red" variant="light" title={t('get_money.blocked')} role="alert">
          {t('get_money.blocked_text')}
        </Alert>
      )}
      {!data.agreement_accepted && !data.withdrawal_blocked && (
        <Alert color="yellow" variant="light" title={t('get_money.agreement_needed')}>
          <Anchor component={Link} to={`${paths.withdrawalAgreements}?cameFrom=${encodeURIComponent(paths.getMoney)}`}>
            {t('get_money.open_agreement')}
          </Anchor>
        </Alert>
      )}
      <Group gap="xl">
        <Text size="sm">
          {t('get_money.available')}{' '}
          <Text span fw={600} data-testid="available-for-withdrawal">
            {formatMoney(data.available_for_withdrawal)}
          </Text>
        </Text>
        <Text size="sm">
          {t('get_money.frozen')}{' '}
          <Text span fw={600} data-testid="frozen">
            {formatMoney(data.frozen)}
          </Text>
        </Text>
      </Group>
      <Radio.Group
        label={t('get_money.method')}
        value={methodKey ?? null}
        onChange={(value) => {
          setMethodKey(value as WithdrawalMethod);
          setNotice(null);
        }}
      >
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm" mt="xs">
          {data.methods.map((m) => (
            <Card key={m.method} withBorder padding="sm" radius="md">
              <Stack gap={6}>
                <Radio value={m.method} label={t(`methods.${m.method}`)} />
                <Text size="xs" c="gray.7">
                  {t('get_money.limits', { min: formatMoney(m.min), max: formatMoney(m.max) })} · {feeText(m, t)}
                  {m.payout_currency === 'UAH' ? ` · ${t('get_money.paid_in_uah')}` : ''}
                </Text>
                {m.requisites ? (
                  <RequisitesSummary requisites={m.requisites} size="xs" />
                ) : (
                  <Text size="xs" c="red.9">
                    {t('get_money.no_requisites')}
                  </Text>
                )}
                {canWrite && (
                  <Anchor component={Link} to={requisitesUrl(m.method)} size="xs">
                    {m.has_requisites ? t('get_money.change_requisites') : t('get_money.add_requisites')}
                  </Anchor>
                )}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      <TextInput
        label={t('get_money.amount')}
        inputMode="decimal"
        value={amount}
        maw={240}
        rightSection={<Text size="sm">USD</Text>}
        onChange={(event) => {
          setAmount(event.currentTarget.value);
          setNotice(null);
        }}
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
      {fee !== null && typed?.kind === 'ok' && (
        <Text size="sm" c="gray.7">
          {t('get_money.fee_preview', { fee: formatMinor(fee), total: formatMinor(typed.minor + fee) })}
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
