import { Alert, Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../../../shared/api/balance.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { BalanceFigures } from '../../../shared/ui/balance-figures.tsx';

/** §3 Balance on /account: every label, and where each movement is logged. */
export function BalanceCard() {
  const { t } = useTranslation('account');
  const balance = useBalance();
  if (!balance.data) return null;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="balance-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="balance-title">
            {t('balance.title')}
          </Title>
          <Group gap="md">
            <Anchor component={Link} to={paths.balanceLog} size="sm">
              {t('balance.log_link')}
            </Anchor>
            <Anchor component={Link} to={paths.moneyHoldLog} size="sm">
              {t('balance.hold_log_link')}
            </Anchor>
          </Group>
        </Group>
        {balance.data.withdrawal_blocked && (
          <Alert
            color="red"
            variant="light"
            title={t(
              balance.data.withdrawal_block_reason ? 'balance.withdrawal_blocked_title' : 'balance.withdrawal_blocked',
            )}
          >
            {balance.data.withdrawal_block_reason && (
              <>
                <Text size="sm">
                  {t('balance.withdrawal_block_reason', { reason: balance.data.withdrawal_block_reason })}
                </Text>
                <Text size="sm">{t('balance.withdrawal_block_help')}</Text>
              </>
            )}
          </Alert>
        )}
        <BalanceFigures balance={balance.data} />
      </Stack>
    </Card>
  );
}
