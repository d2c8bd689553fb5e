import { Badge, Card, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { walletAccountActivateUrl } from '../../../shared/lib/paths.ts';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { useWalletAccounts } from '../api/wallet-accounts.ts';
import { canMoveMoney } from '../components/can-move-money.ts';
import { LinkWalletForm } from '../components/link-wallet-form.tsx';
import { NoWriteAlert } from '../components/no-write-alert.tsx';
import { WalletAccountTable } from '../components/wallet-account-table.tsx';

/** /payoneer-accounts: wallet provider accounts linked for withdrawals. */
export function WalletAccountsPage() {
  const { t } = useTranslation('withdrawals');
  const { t: common } = useTranslation();
  const user = useCurrentUser();
  const canWrite = canMoveMoney(user);
  const list = useWalletAccounts();
  const navigate = useNavigate();
  const accounts = list.data?.accounts ?? [];

  return (
    <Page
      title={t('wallets.title')}
      caption={t('wallets.caption')}
      actions={
        list.data?.provider === 'sandbox' ? (
          <Badge color="grape" variant="light">
            {common('status.sandbox')}
          </Badge>
        ) : undefined
      }
    >
      <Stack gap="md">
        <ListCard title={t('wallets.list')} empty={accounts.length === 0} emptyText={t('wallets.empty')} query={list}>
          <WalletAccountTable accounts={accounts} canWrite={canWrite} />
        </ListCard>
        {canWrite ? (
          <Card withBorder padding="lg" radius="lg">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('wallets.link_title')}
              </Title>
              <Text size="sm" c="gray.7">
                {t('wallets.link_text')}
              </Text>
              <LinkWalletForm
                onLinked={(account) => {
                  notifySuccess(t('wallets.linked', { email: account.email }));
                  void navigate(walletAccountActivateUrl(account.id));
                }}
              />
            </Stack>
          </Card>
        ) : (
          <NoWriteAlert />
        )}
      </Stack>
    </Page>
  );
}
