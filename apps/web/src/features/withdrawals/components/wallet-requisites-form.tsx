import { useState } from 'react';
import { Alert, Anchor, Button, Group, Select, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { WalletAccount } from '@cabinet/contracts/wallet-accounts';
import { paths } from '../../../shared/lib/paths.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { problemMessage } from './problem.ts';

/** The wallet method pays to one linked, activated wallet provider account. */
export function WalletRequisitesForm({
  accounts,
  currentId,
  onSave,
  pending,
}: {
  accounts: WalletAccount[];
  currentId: number | null;
  onSave(walletAccountId: number): Promise<unknown>;
  pending: boolean;
}) {
  const { t } = useTranslation('withdrawals');
  const active = accounts.filter((a) => a.status === 'active');
  const [chosen, setChosen] = useState<string | null>(
    currentId ? String(currentId) : active[0] ? String(active[0].id) : null,
  );
  const [failure, setFailure] = useState<string | null>(null);

  if (active.length === 0) {
    return (
      <Alert color="yellow" variant="light" title={t('requisites.no_wallets')}>
        <Anchor component={Link} to={paths.walletAccounts}>
          {t('requisites.link_wallet')}
        </Anchor>
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <FormError title={failure} />
      <Select
        label={t('requisites.wallet_account')}
        data={active.map((a) => ({ value: String(a.id), label: `${a.email} (${a.provider_account_id})` }))}
        value={chosen}
        onChange={setChosen}
        allowDeselect={false}
        maw={420}
        required
      />
      <Group>
        <Button
          loading={pending}
          disabled={!chosen}
          onClick={() => {
            setFailure(null);
            onSave(Number(chosen)).catch((error: unknown) => setFailure(problemMessage(error, t)));
          }}
        >
          {t('requisites.save')}
        </Button>
        <Anchor component={Link} to={paths.walletAccounts} size="sm">
          {t('requisites.manage_wallets')}
        </Anchor>
      </Group>
    </Stack>
  );
}
