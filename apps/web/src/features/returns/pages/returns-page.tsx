import { useState } from 'react';
import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { moneyOf } from '@cabinet/contracts/money-math';
import { FREE_STORAGE_DAYS, STORAGE_FEE_PER_DAY_MINOR, type Return } from '@cabinet/contracts/returns';
import { formatMoney } from '../../../shared/lib/format.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { RETURNS_ON_PAGE, useReturns, type ReturnFilters } from '../api/get-returns.ts';
import { DecisionDialog } from '../components/decision-dialog.tsx';
import { useReturnColumns } from '../components/use-return-columns.tsx';

const STATUSES = ['awaiting_decision', 'decided', 'processed'] as const;
const fee = formatMoney(moneyOf(STORAGE_FEE_PER_DAY_MINOR));

/** /shipments/returns (§2): the seller's returns, storage paid and overdue (§3), and the decision (§4). */
export function ReturnsPage() {
  const { t } = useTranslation('returns');
  const { filters, setFilters } = useListFilters<ReturnFilters>({ numbers: ['page'] }, { page: 1 });
  const returns = useReturns(filters);
  const [deciding, setDeciding] = useState<Return | null>(null);
  const total = returns.data ? Math.ceil(returns.data.total / RETURNS_ON_PAGE) : 0;

  const columns = useReturnColumns(setDeciding);

  return (
    <Page title={t('list.title')} caption={t('list.caption', { days: FREE_STORAGE_DAYS, fee })}>
      <ListCard
        actions={
          <SegmentedControl
            aria-label={t('list.status_filter')}
            value={filters.status ?? 'all'}
            onChange={(value) => setFilters({ status: value === 'all' ? null : value, page: 1 })}
            data={[
              { value: 'all', label: t('list.all') },
              ...STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
            ]}
          />
        }
        empty={returns.data?.returns.length === 0}
        emptyText={t('list.empty')}
        query={returns}
        pager={{ page: filters.page, pages: total, onChange: (page) => setFilters({ page }) }}
      >
        <DataTable
          label={t('list.title')}
          columns={columns}
          rows={returns.data?.returns ?? []}
          rowKey={(ret) => ret.id}
          rowProps={(ret) => ({ 'data-testid': `return-${ret.number}` })}
          minWidth={860}
        />
      </ListCard>
      <DecisionDialog ret={deciding} onClose={() => setDeciding(null)} />
    </Page>
  );
}
