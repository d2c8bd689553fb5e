import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { journalKinds } from '@cabinet/contracts/money';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { pageCount, type ListQuery } from '../../../shared/ui/list-card.tsx';
import { ListPage } from '../../../shared/ui/list-page.tsx';
import type { LogFilters as Filters, LogName } from '../api/get-logs.ts';
import { LogFilters } from './log-filters.tsx';

const SECTION: Record<LogName, 'balance_log' | 'hold_log'> = { 'balance-log': 'balance_log', 'hold-log': 'hold_log' };

/** A money log's page: its filters in the URL with the CSV export, and one page of its rows. */
export function LogPage<Row extends { id: number }>({
  log,
  above,
  filters,
  onFilters,
  query,
  list,
  rows,
  columns,
}: {
  log: LogName;
  above?: ReactNode;
  filters: Filters;
  onFilters(next: Partial<Record<keyof Filters, unknown>>): void;
  query: ListQuery;
  /** The answer's paging (undefined until it arrives). */
  list: { total: number; on_page: number } | undefined;
  rows: Row[] | undefined;
  columns: DataColumn<Row>[];
}) {
  const { t } = useTranslation('money');
  const section = SECTION[log];
  return (
    <ListPage
      title={t(`${section}.title`)}
      caption={t(`${section}.caption`)}
      above={above}
      filters={<LogFilters log={log} kinds={journalKinds} filters={filters} onChange={onFilters} />}
      list={{
        title: t(`${section}.list`),
        caption: list ? t('list.total', { total: list.total }) : undefined,
        empty: rows?.length === 0,
        emptyText: t('list.empty'),
        query,
        pager: { page: filters.page, pages: pageCount(list), onChange: (page) => onFilters({ page }) },
      }}
      table={
        <DataTable
          label={t(`${section}.list`)}
          columns={columns}
          rows={rows ?? []}
          rowKey={(row) => row.id}
          minWidth={640}
          verticalSpacing="xs"
        />
      }
    />
  );
}
