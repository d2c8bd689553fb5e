import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { WalletAccount } from '@cabinet/contracts/wallet-accounts';
import { walletAccountActivateUrl } from '../../../shared/lib/paths.ts';

/** Activate a pending account, choose an active one for withdrawals, unlink any. */
export function WalletAccountActions({
  account: a,
  using,
  onUse,
  onUnlink,
}: {
  account: WalletAccount;
  using: boolean;
  onUse(account: WalletAccount): void;
  onUnlink(account: WalletAccount): void;
}) {
  const { t } = useTranslation('withdrawals');
  return (
    <Group gap={6}>
      {a.status === 'pending_activation' && (
        <Button component={Link} to={walletAccountActivateUrl(a.id)} size="compact-sm" variant="light">
          {t('wallets.activate')}
        </Button>
      )}
      {a.status === 'active' && !a.used_for_withdrawals && (
        <Button size="compact-sm" variant="light" onClick={() => onUse(a)} loading={using}>
          {t('wallets.use')}
        </Button>
      )}
      <Button size="compact-sm" variant="subtle" color="red" onClick={() => onUnlink(a)}>
        {t('wallets.unlink')}
      </Button>
    </Group>
  );
}
