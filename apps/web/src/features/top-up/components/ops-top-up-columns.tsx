import { Button } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { OpsTopUp } from '@cabinet/contracts/top-up';
import { formatDateTime } from '../../../shared/lib/format.ts';
import type { DataColumn } from '../../../shared/ui/data-table.tsx';
import { SellerLink } from '../../../shared/ui/seller-link.tsx';
import { moneyText } from './money-text.ts';
import { TopUpStatusBadge } from './top-up-status-badge.tsx';

/** Every seller's top-ups; a pending bank transfer has Confirm. */
export function opsTopUpColumns(
  t: TFunction,
  { onConfirm, confirming }: { onConfirm(row: OpsTopUp): void; confirming(row: OpsTopUp): boolean },
): DataColumn<OpsTopUp>[] {
  return [
    { id: 'date', header: t('ops.date'), cell: (row) => formatDateTime(row.created_at) },
    {
      id: 'seller',
      header: t('ops.seller'),
      keyFact: true,
      cell: (row) => (
        <SellerLink seller={{ account_id: row.account_id, name: row.seller_name, email: row.seller_email }} />
      ),
    },
    { id: 'reference', header: t('ops.reference'), keyFact: true, cell: (row) => row.reference },
    { id: 'method', header: t('ops.method'), cell: (row) => t(`method.${row.method}`) },
    { id: 'amount', header: t('ops.amount'), keyFact: true, align: 'right', cell: (row) => moneyText(row.total) },
    { id: 'status', header: t('ops.status'), keyFact: true, cell: (row) => <TopUpStatusBadge status={row.status} /> },
    {
      id: 'actions',
      header: t('ops.actions'),
      action: true,
      cell: (row) =>
        row.method === 'bank_transfer' &&
        row.status === 'pending' && (
          <Button
            size="compact-sm"
            aria-label={`${t('ops.confirm')}: ${row.reference}`}
            loading={confirming(row)}
            onClick={() => onConfirm(row)}
          >
            {t('ops.confirm')}
          </Button>
        ),
    },
  ];
}
