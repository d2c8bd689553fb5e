import { Button, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { OpsTopUp } from '@cabinet/contracts/top-up';
import { formatDate, formatDateTime } from '../../../shared/lib/format.ts';
import type { DataColumn } from '../../../shared/ui/data-table.tsx';
import { SellerLink } from '../../../shared/ui/seller-link.tsx';
import { moneyText } from './money-text.ts';
import { TopUpStatusBadge } from './top-up-status-badge.tsx';

/** Every seller's top-ups, with what a confirmed transfer brought; a pending bank transfer has Confirm. */
export function opsTopUpColumns(
  t: TFunction,
  { onConfirm }: { onConfirm(row: OpsTopUp): void },
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
    {
      id: 'reference',
      header: t('ops.reference'),
      keyFact: true,
      cell: (row) => (
        <>
          <Text size="sm">{row.reference}</Text>
          {row.bank_reference && (
            <Text size="xs" c="gray.7">
              {t('ops.bank_reference_of', { reference: row.bank_reference, date: formatDate(row.value_date) })}
            </Text>
          )}
        </>
      ),
    },
    { id: 'method', header: t('ops.method'), cell: (row) => t(`method.${row.method}`) },
    {
      id: 'amount',
      header: t('ops.amount'),
      keyFact: true,
      align: 'right',
      cell: (row) => (
        <>
          <Text size="sm">{moneyText(row.total)}</Text>
          {row.received && row.received.amount !== row.total.amount && (
            <Text size="xs" c="orange.9">
              {t('ops.received_of', { amount: moneyText(row.received) })}
            </Text>
          )}
        </>
      ),
    },
    { id: 'status', header: t('ops.status'), keyFact: true, cell: (row) => <TopUpStatusBadge status={row.status} /> },
    {
      id: 'actions',
      header: t('ops.actions'),
      action: true,
      cell: (row) =>
        row.method === 'bank_transfer' &&
        row.status === 'pending' && (
          <Button size="compact-sm" aria-label={`${t('ops.confirm')}: ${row.reference}`} onClick={() => onConfirm(row)}>
            {t('ops.confirm')}
          </Button>
        ),
    },
  ];
}
