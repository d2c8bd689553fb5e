import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Transfer } from '@cabinet/contracts/transfers';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';

/** What the account sent and received, both sides of each transfer. */
export function TransferTable({ transfers }: { transfers: Transfer[] }) {
  const { t } = useTranslation('withdrawals');
  const columns: DataColumn<Transfer>[] = [
    { id: 'date', header: t('send.date'), cell: (tr) => formatDateTime(tr.created_at) },
    {
      id: 'direction',
      header: t('send.direction'),
      keyFact: true,
      cell: (tr) => (
        <Badge color={tr.direction === 'sent' ? 'orange' : 'teal'} variant="light">
          {t(`send.${tr.direction}`)}
        </Badge>
      ),
    },
    {
      id: 'counterparty',
      header: t('send.counterparty'),
      keyFact: true,
      cell: (tr) => (
        <>
          <Text size="sm">{tr.counterparty.name}</Text>
          <Text size="xs" c="gray.7">
            {t('send.account_number', { account: tr.counterparty.account_id })}
          </Text>
        </>
      ),
    },
    {
      id: 'amount',
      header: t('send.amount'),
      keyFact: true,
      align: 'right',
      cell: (tr) => (
        <Text size="sm" fw={600} span>
          {tr.direction === 'sent' ? '−' : '+'}
          {formatMoney(tr.amount)}
        </Text>
      ),
    },
    { id: 'comment', header: t('send.comment'), cell: (tr) => tr.comment },
  ];
  return (
    <DataTable
      label={t('send.history')}
      columns={columns}
      rows={transfers}
      rowKey={(tr) => tr.id}
      minWidth={620}
      verticalSpacing="xs"
    />
  );
}
