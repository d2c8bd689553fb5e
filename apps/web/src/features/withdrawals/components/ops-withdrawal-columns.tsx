import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { OpsWithdrawal } from '@cabinet/contracts/withdrawals-ops';
import { formatDateTime } from '../../../shared/lib/format.ts';
import type { DataColumn } from '../../../shared/ui/data-table.tsx';
import { moneyColumns, recipientColumn } from './withdrawal-columns.tsx';
import { ApprovalNote } from './ops-approval-note.tsx';
import { WithdrawalStatusBadge } from './withdrawal-status-badge.tsx';

/** The operators' queue columns: who asked, where to pay (with the card token), how much, and what to do. */
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
      cell: (w) => (
        <>
          <Text size="sm">{w.seller_name}</Text>
          <Text size="xs" c="gray.7">
            {w.seller_email} · {t('send.account_number', { account: w.account_id })}
          </Text>
        </>
      ),
    },
    recipientColumn<OpsWithdrawal>(
      t,
      (w) =>
        w.card_token && (
          <Text size="xs" c="gray.7">
            {t('ops.card_token', { token: w.card_token })}
          </Text>
        ),
    ),
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
        </>
      ),
    },
    { id: 'actions', header: t('invoices.actions'), action: true, cell: actions },
  ];
}
