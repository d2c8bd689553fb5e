import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../../../shared/api/balance.ts';
import { formatMoney } from '../../../shared/lib/format.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { knownPath } from '../../../shared/lib/known-paths.ts';
import { BalanceFigures } from '../../../shared/ui/balance-figures.tsx';

/** The balance at a glance, with the ways to add and take money that exist. */
export function BalanceSummaryCard() {
  const { t } = useTranslation('dashboard');
  const balance = useBalance();
  const data = balance.data;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="balance-summary-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Title order={2} size="h4" id="balance-summary-title">
              {t('balance.title')}
            </Title>
            {data && (
              <Text size="xl" fw={700} data-testid="dashboard-balance">
                {formatMoney(data.available)}
              </Text>
            )}
          </Stack>
          <Group gap="xs">
            {knownPath(paths.topUp) && (
              <Button component={Link} to={paths.topUp} size="xs">
                {t('balance.top_up')}
              </Button>
            )}
            {knownPath(paths.getMoney) && (
              <Button component={Link} to={paths.getMoney} size="xs" variant="default">
                {t('balance.withdraw')}
              </Button>
            )}
          </Group>
        </Group>
        {data && <BalanceFigures balance={data} compact />}
      </Stack>
    </Card>
  );
}
