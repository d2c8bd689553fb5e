import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CashbackHistoryEntry } from '@cabinet/contracts/cashback';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { percentText } from './percent.ts';

/** What one movement came from, in words. */
function Source({ entry }: { entry: CashbackHistoryEntry }) {
  const { t } = useTranslation('cashback');
  if (!entry.source_kind || !entry.source_amount) return null;
  const values = {
    kind: t(`common:money_kinds.${entry.source_kind}`),
    amount: formatMoney(entry.source_amount),
    percent: entry.percent ? percentText(entry.percent) : '',
  };
  return (
    <Text size="xs" c="gray.7">
      {entry.kind === 'cashback_accrual' ? t('history.earned_on', values) : t('history.taken_back', values)}
    </Text>
  );
}

/** The cashback movements, newest first. */
export function CashbackHistory({ entries }: { entries: CashbackHistoryEntry[] }) {
  const { t } = useTranslation('cashback');
  const columns: DataColumn<CashbackHistoryEntry>[] = [
    {
      id: 'date',
      header: t('history.date'),
      cell: (entry) => (
        <Text size="sm" component="time" dateTime={entry.created_at}>
          {formatDateTime(entry.created_at)}
        </Text>
      ),
    },
    {
      id: 'operation',
      header: t('history.operation'),
      keyFact: true,
      cell: (entry) => (
        <>
          <Text size="sm">{t(`common:money_kinds.${entry.kind}`)}</Text>
          <Source entry={entry} />
        </>
      ),
    },
    {
      id: 'amount',
      header: t('history.amount'),
      keyFact: true,
      align: 'right',
      cell: (entry) => (
        <Text size="sm" span fw={600} c={entry.amount.amount.startsWith('-') ? 'red.9' : 'teal.9'}>
          {formatMoney(entry.amount)}
        </Text>
      ),
    },
    {
      id: 'balance_after',
      header: t('history.balance_after'),
      align: 'right',
      cell: (entry) => formatMoney(entry.balance_after),
    },
  ];
  return (
    <DataTable
      label={t('history.title')}
      columns={columns}
      rows={entries}
      rowKey={(entry) => entry.id}
      minWidth={560}
      verticalSpacing="xs"
    />
  );
}
