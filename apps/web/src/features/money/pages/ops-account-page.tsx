import { Alert, Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { moneyOpsApi } from '@cabinet/contracts/money';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { BalanceFigures } from '../../../shared/ui/balance-figures.tsx';
import { useMayCall } from '../../../shared/session/current-operator.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { useOpsAccount } from '../api/get-ops-accounts.ts';
import { AdjustForm } from '../components/adjust-form.tsx';
import { JournalTable } from '../components/journal-table.tsx';
import { SettingsForm } from '../components/settings-form.tsx';

/** /ops/accounts/:id — one seller's money: every balance figure, a credit or debit, settings, reversals. */
export function OpsAccountPage() {
  const { t } = useTranslation('money');
  const id = Number(useParams().id);
  const account = useOpsAccount(id);
  const data = account.data;
  // Support reads a seller's money to answer them; finance moves it.
  const mayMove = useMayCall(moneyOpsApi.adjust);
  return (
    <Page
      title={data ? t('ops.account.title', { email: data.email }) : t('ops.account.loading_title')}
      caption={data ? t('ops.account.caption', { id: data.id, name: data.company_name ?? data.name }) : undefined}
      back={paths.ops}
      loading={account.isPending}
    >
      {account.isError && <Alert color="red" role="alert" title={errorMessage(account.error, t)} />}
      {data && (
        <Stack gap="md">
          <Card withBorder>
            <BalanceFigures balance={data.balance} />
          </Card>
          {mayMove && (
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <Card withBorder>
                <Title order={2} size="h4" mb="sm">
                  {t('ops.adjust.title')}
                </Title>
                <AdjustForm accountId={data.id} />
              </Card>
              <Card withBorder>
                <Title order={2} size="h4" mb="sm">
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
        </Stack>
      )}
    </Page>
  );
}
