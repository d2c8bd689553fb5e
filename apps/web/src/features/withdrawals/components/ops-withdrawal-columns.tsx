import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { OpsWithdrawal } from '@cabinet/contracts/withdrawals-ops';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { SellerLink } from '../../../shared/ui/seller-link.tsx';
import { CopyCardToken } from './copy-card-token.tsx';
import type { DataColumn } from '../../../shared/ui/data-table.tsx';
import { moneyColumns, recipientColumn } from './withdrawal-columns.tsx';
import { ApprovalNote } from './ops-approval-note.tsx';
import { WithdrawalStatusBadge } from './withdrawal-status-badge.tsx';

/** The operators' queue columns: who asked, where to pay (the card's payout token to copy), how much, what to do. */
export function opsWithdrawalColumns(
  t: TFunction,
  actions: (withdrawal: OpsWithdrawal) => ReactNode,
): DataColumn<OpsWithdrawal>[] {
  return [
    {
      id: 'number',
      header: t('invoices.number'),
      keyFact: true,
      cell: (w) => (
        <>
          <Text size="sm">{w.id}</Text>
          <Text size="xs" c="gray.7">
            {formatDateTime(w.created_at)}
          </Text>
        </>
      ),
    },
    {
      id: 'seller',
      header: t('ops.seller'),
      keyFact: true,
      cell: (w) => <SellerLink seller={{ account_id: w.account_id, name: w.seller_name, email: w.seller_email }} />,
    },
    // The card's payout token is copied, never shown (issue 23: no raw codes on operator screens).
    recipientColumn<OpsWithdrawal>(t, (w) => w.card_token && <CopyCardToken token={w.card_token} />),
    ...moneyColumns<OpsWithdrawal>(t),
    {
      id: 'status',
      header: t('invoices.status'),
      keyFact: true,
      cell: (w) => (
        <>
          <WithdrawalStatusBadge status={w.status} />
          {w.reason && (
            <Text size="xs" c="gray.7" mt={4}>
              {w.reason}
            </Text>
          )}
          <ApprovalNote withdrawal={w} />
          {w.resolved_by && (
            <Text size="xs" c="gray.7" mt={4}>
              {t('ops.resolved_by', { name: w.resolved_by.name || w.resolved_by.email })}
            </Text>
          )}
        </>
      ),
    },
    { id: 'actions', header: t('invoices.actions'), action: true, cell: actions },
  ];
}
