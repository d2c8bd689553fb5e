import { useTranslation } from 'react-i18next';
import type { WalletAccount } from '@cabinet/contracts/wallet-accounts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { ask } from '../../../shared/ui/dialogs.tsx';
import { notifyError, notifySuccess } from '../../../shared/ui/notify.ts';
import { useSaveRequisites } from '../api/requisites.ts';
import { useUnlinkWalletAccount } from '../api/wallet-accounts.ts';
import { problemMessage, reworded } from './problem.ts';
import { WalletAccountActions } from './wallet-account-actions.tsx';
import { walletAccountColumns } from './wallet-account-columns.tsx';

/** Linked wallet accounts: activate a pending one, choose an active one for withdrawals, unlink. */
export function WalletAccountTable({ accounts, canWrite }: { accounts: WalletAccount[]; canWrite: boolean }) {
  const { t } = useTranslation('withdrawals');
  const unlink = useUnlinkWalletAccount();
  const choose = useSaveRequisites();

  const askUnlink = async (account: WalletAccount) => {
    const answer = await ask({
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
    if (!answer) return;
    notifySuccess(t('wallets.unlinked', { email: account.email }));
  };

  const use = async (account: WalletAccount) => {
    try {
      await choose.mutateAsync({ method: 'wallet', body: { wallet_account_id: account.id } });
      notifySuccess(t('wallets.chosen', { email: account.email }));
    } catch (error) {
      notifyError(problemMessage(error, t));
    }
  };

  const columns = walletAccountColumns(
    t,
    canWrite &&
      ((a) => (
        <WalletAccountActions
          account={a}
          using={choose.isPending}
          onUse={(account) => void use(account)}
          onUnlink={(account) => void askUnlink(account)}
        />
      )),
  );
  return <DataTable label={t('wallets.list')} columns={columns} rows={accounts} rowKey={(a) => a.id} minWidth={640} />;
}
