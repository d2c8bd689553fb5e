import { Alert, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { moneyOpsApi } from '@cabinet/contracts/money-ops';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { BalanceFigures } from '../../../shared/ui/balance-figures.tsx';
import { useMayCall } from '../../../shared/session/current-operator.ts';
import { useOpsAccount } from '../api/get-ops-accounts.ts';
import { AdjustForm } from './adjust-form.tsx';
import { JournalTable } from './journal-table.tsx';
import { SettingsForm } from './settings-form.tsx';

/**
 * The seller's page, money (/ops/accounts/:id): every balance figure, a credit or debit, the minimum balance and the
 * withdrawal block, the balance log with its reversals. Support reads a seller's money to answer them; finance
 * moves it.
 */
export function SellerMoneySection({ accountId }: { accountId: number }) {
  const { t } = useTranslation('money');
  const account = useOpsAccount(accountId);
  const data = account.data;
  const mayMove = useMayCall(moneyOpsApi.adjust);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('ops.account.balance')}
      </Title>
      {account.isError && <Alert color="red" role="alert" title={errorMessage(account.error, t)} />}
      {data && (
        <>
          <Card withBorder>
            {data.withdrawal_blocked && (
              <Group gap="xs" mb="sm">
                <Badge color="red" variant="light">
                  {t('ops.account.withdrawals_blocked')}
                </Badge>
                {data.withdrawal_block_reason && <Text size="sm">{data.withdrawal_block_reason}</Text>}
              </Group>
            )}
            <BalanceFigures balance={data.balance} voice="operator" />
          </Card>
          {mayMove && (
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <Card withBorder>
                <Title order={3} size="h4" mb="sm">
                  {t('ops.adjust.title')}
                </Title>
                <AdjustForm accountId={data.id} />
              </Card>
              <Card withBorder>
                <Title order={3} size="h4" mb="sm">
                  {t('ops.settings.title')}
                </Title>
                <SettingsForm
                  key={`${data.balance.minimum_balance.amount}-${data.withdrawal_blocked}`}
                  account={data}
                />
              </Card>
            </SimpleGrid>
          )}
          <JournalTable accountId={data.id} />
        </>
      )}
    </Stack>
  );
}
