import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { returnStatuses, type ReturnStatus } from '@cabinet/contracts/returns';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { ListCard, pageCount } from '../../../shared/ui/list-card.tsx';
import { useOpsReturns } from '../api/ops-returns.ts';
import { useOpsReturnColumns } from './use-ops-return-columns.tsx';

/** Every return at the warehouse: whose it is, what the seller decided; a decided one is marked processed here. */
export function ReturnsCard() {
  const { t } = useTranslation('returns');
  const { filters, setFilters } = useListFilters<{ returns: string; returns_page: number }>(
    { numbers: ['returns_page'] },
    { returns: 'all', returns_page: 1 },
  );
  const status = returnStatuses.find((s) => s === filters.returns) ?? 'all';
  const page = filters.returns_page;
  const setPage = (returns_page: number) => setFilters({ returns_page });
  const list = useOpsReturns({ page, status: status === 'all' ? undefined : status });
  const columns = useOpsReturnColumns();

  return (
    <ListCard
      title={t('ops.returns.title')}
      actions={
        <SegmentedControl
          aria-label={t('ops.returns.status')}
          value={status}
          onChange={(value) => setFilters({ returns: value as ReturnStatus | 'all', returns_page: 1 })}
          data={[
            { value: 'all', label: t('ops.returns.all') },
            ...returnStatuses.map((s) => ({ value: s, label: t(`ops.status.${s}`) })),
          ]}
        />
      }
      empty={list.data?.returns.length === 0}
      emptyText={t('ops.returns.empty')}
      query={list}
      pager={{ page, pages: pageCount(list.data), onChange: setPage }}
    >
      <DataTable
        label={t('ops.returns.title')}
        columns={columns}
        rows={list.data?.returns ?? []}
        rowKey={(ret) => ret.id}
        minWidth={860}
      />
    </ListCard>
  );
}
