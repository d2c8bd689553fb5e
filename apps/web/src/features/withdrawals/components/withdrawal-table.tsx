import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '@cabinet/contracts/withdrawals';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { WithdrawalActions } from './withdrawal-actions.tsx';
import { moneyColumns, recipientColumn } from './withdrawal-columns.tsx';
import { WithdrawalStatusBadge } from './withdrawal-status-badge.tsx';

/** The status, with what the operator asked to correct (in red) or when the money was paid. */
function SellerStatus({ withdrawal: w }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation('withdrawals');
  const correction = w.status === 'details_need_correction';
  return (
    <>
      <WithdrawalStatusBadge status={w.status} />
      {w.reason && (
        <Text size="xs" c={correction ? 'red.9' : 'gray.7'} mt={4}>
          {correction ? `${t('invoices.correction')} ` : ''}
          {w.reason}
        </Text>
      )}
      {w.paid_at && (
        <Text size="xs" c="gray.7" mt={4}>
          {t('invoices.paid_at', { date: formatDateTime(w.paid_at) })}
        </Text>
      )}
    </>
  );
}

/** The seller's withdrawal invoices (§2 /get-money/invoices). */
export function WithdrawalTable({ withdrawals, canWrite }: { withdrawals: Withdrawal[]; canWrite: boolean }) {
  const { t } = useTranslation('withdrawals');
  const columns: (DataColumn<Withdrawal> | false)[] = [
    { id: 'number', header: t('invoices.number'), keyFact: true, cell: (w) => w.id },
    { id: 'date', header: t('invoices.date'), cell: (w) => formatDateTime(w.created_at) },
    recipientColumn(t),
    ...moneyColumns<Withdrawal>(t),
    { id: 'status', header: t('invoices.status'), keyFact: true, cell: (w) => <SellerStatus withdrawal={w} /> },
    canWrite && {
      id: 'actions',
      header: t('invoices.actions'),
      action: true,
      cell: (w) => <WithdrawalActions withdrawal={w} />,
    },
  ];
  return (
    <DataTable
      label={t('invoices.list')}
      columns={columns}
      rows={withdrawals}
      rowKey={(w) => w.id}
      rowProps={(w) => ({ 'data-testid': `withdrawal-${w.id}` })}
      minWidth={820}
    />
  );
}
