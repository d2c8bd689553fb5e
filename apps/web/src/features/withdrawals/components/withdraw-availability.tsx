import { Alert, Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { WithdrawalMethodsResponse } from '@cabinet/contracts/withdrawals';
import { formatMoney } from '../../../shared/lib/format.ts';
import { paths } from '../../../shared/lib/paths.ts';

/**
 * Above the form: why withdrawing is closed (blocked, with the operator's reason; or the agreement not yet accepted),
 * then the balances.
 */
export function WithdrawAvailability({ data }: { data: WithdrawalMethodsResponse }) {
  const { t } = useTranslation('withdrawals');
  return (
    <>
      {data.withdrawal_blocked && (
        <Alert color="red" variant="light" title={t('get_money.blocked')} role="alert">
          {data.withdrawal_block_reason ? (
            <>
              <Text size="sm">{t('get_money.blocked_reason', { reason: data.withdrawal_block_reason })}</Text>
              <Text size="sm">{t('get_money.blocked_help')}</Text>
            </>
          ) : (
            t('get_money.blocked_text')
          )}
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
    </>
  );
}
