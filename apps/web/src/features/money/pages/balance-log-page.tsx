import { Card, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { journalKinds, type BalanceLogEntry as Entry } from '@cabinet/contracts/money';
import { useBalance } from '../../../shared/api/balance.ts';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { BalanceFigures } from '../../../shared/ui/balance-figures.tsx';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { pageCount } from '../../../shared/ui/list-card.tsx';
import { ListPage } from '../../../shared/ui/list-page.tsx';
import { useBalanceLog, type LogFilters as Filters } from '../api/get-logs.ts';
import { LogFilters } from '../components/log-filters.tsx';

/** /balance-log — every movement of the available balance, filtered in the URL, exportable as CSV. */
export function BalanceLogPage() {
  const { t } = useTranslation('money');
  const { filters, setFilters } = useListFilters<Filters>({ numbers: ['page'] }, { page: 1 });
  const balance = useBalance();
  const log = useBalanceLog(filters);
  const data = log.data;
  const columns: DataColumn<Entry>[] = [
    { id: 'date', header: t('columns.date'), cell: (entry) => formatDateTime(entry.created_at) },
    {
      id: 'operation',
      header: t('columns.operation'),
      keyFact: true,
      cell: (entry) => (
        <>
          <Text size="sm">{t(`money_kinds.${entry.kind}`)}</Text>
          {entry.description && (
            <Text size="xs" c="gray.7">
              {entry.description}
            </Text>
          )}
        </>
      ),
    },
    {
      id: 'amount',
      header: t('columns.amount'),
      keyFact: true,
      align: 'right',
      cell: (entry) => (
        <Text size="sm" span c={entry.amount.amount.startsWith('-') ? 'red.9' : 'teal.9'} fw={600}>
          {formatMoney(entry.amount)}
        </Text>
      ),
    },
    {
      id: 'balance_after',
      header: t('columns.balance_after'),
      align: 'right',
      cell: (entry) => formatMoney(entry.balance_after),
    },
  ];
  return (
    <ListPage
      title={t('balance_log.title')}
      caption={t('balance_log.caption')}
      above={
        balance.data && (
          <Card withBorder>
            <BalanceFigures balance={balance.data} />
          </Card>
        )
      }
      filters={<LogFilters log="balance-log" kinds={journalKinds} filters={filters} onChange={setFilters} />}
      list={{
        title: t('balance_log.list'),
        caption: data ? t('list.total', { total: data.total }) : undefined,
        empty: data?.entries.length === 0,
        emptyText: t('list.empty'),
        query: log,
        pager: { page: filters.page, pages: pageCount(data), onChange: (page) => setFilters({ page }) },
      }}
      table={
        <DataTable
          label={t('balance_log.list')}
          columns={columns}
          rows={data?.entries ?? []}
          rowKey={(entry) => entry.id}
          minWidth={640}
          verticalSpacing="xs"
        />
      }
    />
  );
}
