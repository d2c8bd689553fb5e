import { Alert, Anchor } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/lib/paths.ts';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { useWalletAccount } from '../api/wallet-accounts.ts';
import { ActivateWalletCard } from '../components/activate-wallet-card.tsx';
import { canMoveMoney } from '../components/can-move-money.ts';
import { NoWriteAlert } from '../components/no-write-alert.tsx';

/** /payoneer-accounts/{account_id}/activate/: the code the wallet provider e-mailed makes the account usable. */
export function WalletActivatePage() {
  const { t } = useTranslation('withdrawals');
  const user = useCurrentUser();
  const id = Number(useParams().accountId);
  const account = useWalletAccount(id);

  return (
    <Page
      title={t('activate.title')}
      back={paths.walletAccounts}
      loading={account.isPending && account.fetchStatus !== 'idle'}
    >
      {account.isError || !account.data ? (
        <Alert color="yellow" variant="light" title={t('activate.not_found')}>
          <Anchor component={Link} to={paths.walletAccounts}>
            {t('wallets.title')}
          </Anchor>
        </Alert>
      ) : account.data.status === 'active' ? (
        <Alert color="teal" variant="light" title={t('activate.already', { email: account.data.email })}>
          <Anchor component={Link} to={paths.walletAccounts}>
            {t('wallets.title')}
          </Anchor>
        </Alert>
      ) : !canMoveMoney(user) ? (
        <NoWriteAlert />
      ) : (
        <ActivateWalletCard account={account.data} />
      )}
    </Page>
  );
}
