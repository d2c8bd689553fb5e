import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { disposalStatuses, type DisposalStatus } from '@cabinet/contracts/disposal';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { OPS_ON_PAGE, useOpsDisposals } from '../api/ops-warehouse.ts';
import { useOpsDisposalColumns } from './use-ops-disposal-columns.tsx';

/** The disposal desk: requests by status; approve, reject with a reason, complete (stock and fee follow). */
export function DisposalsCard() {
  const { t } = useTranslation('warehouse-stock');
  const { filters, setFilters } = useListFilters<{ status: string; page: number }>(
    { numbers: ['page'] },
    { status: 'pending', page: 1 },
  );
  const status = disposalStatuses.find((s) => s === filters.status) ?? 'all';
  const page = filters.page;
  const setPage = (next: number) => setFilters({ page: next });
  const list = useOpsDisposals({ page, status: status === 'all' ? undefined : status });
  const pages = list.data ? Math.ceil(list.data.total / OPS_ON_PAGE) : 0;
  const columns = useOpsDisposalColumns();
  return (
    <ListCard
      actions={
        <SegmentedControl
          aria-label={t('ops.disposals.filter')}
          value={status}
          onChange={(value) => setFilters({ status: value as DisposalStatus | 'all', page: 1 })}
          data={[
            { value: 'all', label: t('ops.disposals.all') },
            ...disposalStatuses.map((s) => ({ value: s, label: t(`ops.disposal_status.${s}`) })),
          ]}
        />
      }
      empty={list.data?.list.length === 0}
      emptyText={t('ops.disposals.empty')}
      query={list}
      pager={{ page, pages, onChange: setPage }}
    >
      <DataTable
        label={t('ops.disposals.title')}
        columns={columns}
        rows={list.data?.list ?? []}
        rowKey={(request) => request.id}
        rowProps={(request) => ({ 'data-testid': `ops-disposal-${request.id}` })}
        minWidth={860}
      />
    </ListCard>
  );
}
