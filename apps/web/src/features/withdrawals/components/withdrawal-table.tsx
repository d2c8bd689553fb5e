import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '@cabinet/contracts/withdrawals';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { RequisitesSummary } from './requisites-summary.tsx';
import { WithdrawalActions } from './withdrawal-actions.tsx';
import { WithdrawalStatusBadge } from './withdrawal-status-badge.tsx';

/** The seller's withdrawal invoices (§2 /get-money/invoices). */
export function WithdrawalTable({ withdrawals, canWrite }: { withdrawals: Withdrawal[]; canWrite: boolean }) {
  const { t } = useTranslation('withdrawals');
  const columns: (DataColumn<Withdrawal> | false)[] = [
    { id: 'number', header: t('invoices.number'), keyFact: true, cell: (w) => w.id },
    { id: 'date', header: t('invoices.date'), cell: (w) => formatDateTime(w.created_at) },
    {
      id: 'recipient',
      header: t('invoices.recipient'),
      cell: (w) => (
        <>
          <Text size="sm" fw={500}>
            {t(`methods.${w.method}`)}
          </Text>
          <RequisitesSummary requisites={w.requisites} size="xs" />
        </>
      ),
    },
    {
      id: 'amount',
      header: t('invoices.amount'),
      keyFact: true,
      align: 'right',
      cell: (w) => (
        <>
          <Text size="sm" fw={600}>
            {formatMoney(w.amount)}
          </Text>
          <Text size="xs" c="gray.7">
            {t('invoices.fee', { fee: formatMoney(w.fee) })}
          </Text>
        </>
      ),
    },
    {
      id: 'payout',
      header: t('invoices.payout'),
      align: 'right',
      cell: (w) => (
        <>
          <Text size="sm">{formatMoney(w.payout)}</Text>
          {w.rate && (
            <Text size="xs" c="gray.7">
              {t('invoices.rate', { rate: w.rate })}
            </Text>
          )}
        </>
      ),
    },
    {
      id: 'status',
      header: t('invoices.status'),
      keyFact: true,
      cell: (w) => (
        <>
          <WithdrawalStatusBadge status={w.status} />
          {w.reason && (
            <Text size="xs" c={w.status === 'details_need_correction' ? 'red.9' : 'gray.7'} mt={4}>
              {w.status === 'details_need_correction' ? `${t('invoices.correction')} ` : ''}
              {w.reason}
            </Text>
          )}
          {w.paid_at && (
            <Text size="xs" c="gray.7" mt={4}>
              {t('invoices.paid_at', { date: formatDateTime(w.paid_at) })}
            </Text>
          )}
        </>
      ),
    },
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
