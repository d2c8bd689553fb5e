import { Badge, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { WalletAccount } from '@cabinet/contracts/wallet-accounts';
import { formatDate } from '../../../shared/lib/format.ts';
import { walletAccountActivateUrl } from '../../../shared/lib/paths.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { confirm, DialogCancelled } from '../../../shared/ui/dialogs.tsx';
import { notifyError, notifySuccess } from '../../../shared/ui/notify.ts';
import { useSaveRequisites } from '../api/requisites.ts';
import { useUnlinkWalletAccount } from '../api/wallet-accounts.ts';
import { problemMessage, reworded } from './problem.ts';

/** Linked wallet accounts: activate a pending one, choose an active one for withdrawals, unlink. */
export function WalletAccountTable({ accounts, canWrite }: { accounts: WalletAccount[]; canWrite: boolean }) {
  const { t } = useTranslation('withdrawals');
  const unlink = useUnlinkWalletAccount();
  const choose = useSaveRequisites();

  const askUnlink = async (account: WalletAccount) => {
    try {
      await confirm({
        title: t('wallets.unlink_title'),
        message: t('wallets.unlink_text', { email: account.email }),
        actions: [
          {
            label: t('wallets.unlink'),
            color: 'red',
            handler: () => unlink.mutateAsync(account.id).catch((error: unknown) => Promise.reject(reworded(error, t))),
          },
        ],
      });
      notifySuccess(t('wallets.unlinked', { email: account.email }));
    } catch (error) {
      if (!(error instanceof DialogCancelled)) throw error;
    }
  };

  const use = async (account: WalletAccount) => {
    try {
      await choose.mutateAsync({ method: 'wallet', body: { wallet_account_id: account.id } });
      notifySuccess(t('wallets.chosen', { email: account.email }));
    } catch (error) {
      notifyError(problemMessage(error, t));
    }
  };

  const columns: (DataColumn<WalletAccount> | false)[] = [
    {
      id: 'email',
      header: t('wallets.email'),
      keyFact: true,
      cell: (a) => (
        <>
          <Text size="sm">{a.email}</Text>
          {a.used_for_withdrawals && (
            <Badge size="sm" variant="outline" color="teal" mt={4}>
              {t('wallets.used')}
            </Badge>
          )}
        </>
      ),
    },
    { id: 'provider_account', header: t('wallets.provider_account'), cell: (a) => a.provider_account_id },
    {
      id: 'status',
      header: t('wallets.status'),
      keyFact: true,
      cell: (a) => (
        <Badge color={a.status === 'active' ? 'teal' : 'yellow'} variant="light">
          {t(`wallets.status_${a.status}`)}
        </Badge>
      ),
    },
    { id: 'linked_at', header: t('wallets.linked_at'), cell: (a) => formatDate(a.created_at) },
    canWrite && {
      id: 'actions',
      header: t('wallets.actions'),
      action: true,
      cell: (a) => (
        <Group gap={6}>
          {a.status === 'pending_activation' && (
            <Button component={Link} to={walletAccountActivateUrl(a.id)} size="compact-sm" variant="light">
              {t('wallets.activate')}
            </Button>
          )}
          {a.status === 'active' && !a.used_for_withdrawals && (
            <Button size="compact-sm" variant="light" onClick={() => void use(a)} loading={choose.isPending}>
              {t('wallets.use')}
            </Button>
          )}
          <Button size="compact-sm" variant="subtle" color="red" onClick={() => void askUnlink(a)}>
            {t('wallets.unlink')}
          </Button>
        </Group>
      ),
    },
  ];

  return <DataTable label={t('wallets.list')} columns={columns} rows={accounts} rowKey={(a) => a.id} minWidth={640} />;
}
