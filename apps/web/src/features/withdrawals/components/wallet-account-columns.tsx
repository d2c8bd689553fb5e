import type { ReactNode } from 'react';
import { Badge, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { WalletAccount } from '@cabinet/contracts/wallet-accounts';
import { formatDate } from '../../../shared/lib/format.ts';
import type { DataColumn } from '../../../shared/ui/data-table.tsx';

/** The linked accounts' columns; the actions column only for a user who may move money. */
export function walletAccountColumns(
  t: TFunction,
  actions: ((account: WalletAccount) => ReactNode) | false,
): (DataColumn<WalletAccount> | false)[] {
  return [
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
    actions && { id: 'actions', header: t('wallets.actions'), action: true, cell: actions },
  ];
}
