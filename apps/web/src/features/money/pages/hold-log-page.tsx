import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { journalKinds, type Hold } from '@cabinet/contracts/money';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { pageCount } from '../../../shared/ui/list-card.tsx';
import { ListPage } from '../../../shared/ui/list-page.tsx';
import { useHoldLog, type LogFilters as Filters } from '../api/get-logs.ts';
import { LogFilters } from '../components/log-filters.tsx';

const STATUS_COLOR: Record<Hold['status'], string> = { active: 'yellow', captured: 'gray', released: 'teal' };

/** /money-hold-log — money set aside for withdrawals (frozen) and for charges to come (will be removed). */
export function HoldLogPage() {
  const { t } = useTranslation('money');
  const { filters, setFilters } = useListFilters<Filters>({ numbers: ['page'] }, { page: 1 });
  const log = useHoldLog(filters);
  const data = log.data;
  const columns: DataColumn<Hold>[] = [
    { id: 'date', header: t('columns.date'), cell: (hold) => formatDateTime(hold.created_at) },
    {
      id: 'operation',
      header: t('columns.operation'),
      keyFact: true,
      cell: (hold) => (
        <>
          <Text size="sm">{t(`money_kinds.${hold.kind}`)}</Text>
          <Text size="xs" c="gray.7">
            {t(`hold_log.purpose.${hold.purpose}`)}
            {hold.description ? ` · ${hold.description}` : ''}
          </Text>
        </>
      ),
    },
    {
      id: 'amount',
      header: t('columns.amount'),
      keyFact: true,
      align: 'right',
      cell: (hold) => (
        <Text size="sm" fw={600} span>
          {formatMoney(hold.amount)}
        </Text>
      ),
    },
    {
      id: 'status',
      header: t('columns.status'),
      keyFact: true,
      cell: (hold) => (
        <Badge color={STATUS_COLOR[hold.status]} variant="light">
          {t(`hold_log.status.${hold.status}`)}
        </Badge>
      ),
    },
    { id: 'resolved', header: t('columns.resolved_at'), cell: (hold) => formatDateTime(hold.resolved_at) },
  ];
  return (
    <ListPage
      title={t('hold_log.title')}
      caption={t('hold_log.caption')}
      filters={<LogFilters log="hold-log" kinds={journalKinds} filters={filters} onChange={setFilters} />}
      list={{
        title: t('hold_log.list'),
        caption: data ? t('list.total', { total: data.total }) : undefined,
        empty: data?.holds.length === 0,
        emptyText: t('list.empty'),
        query: log,
        pager: { page: filters.page, pages: pageCount(data), onChange: (page) => setFilters({ page }) },
      }}
      table={
        <DataTable
          label={t('hold_log.list')}
          columns={columns}
          rows={data?.holds ?? []}
          rowKey={(hold) => hold.id}
          minWidth={640}
          verticalSpacing="xs"
        />
      }
    />
  );
}
