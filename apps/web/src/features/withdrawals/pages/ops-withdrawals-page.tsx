import { useState } from 'react';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { withdrawalStatuses, withdrawalStatusSchema } from '@cabinet/contracts/withdrawals';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { SellerFilter } from '../../../shared/ui/seller-filter.tsx';
import { pageCount } from '../../../shared/ui/list-card.tsx';
import { ListPage } from '../../../shared/ui/list-page.tsx';
import { useRowSelection } from '../../../shared/ui/use-row-selection.ts';
import { useOpsWithdrawals } from '../api/ops-withdrawals.ts';
import { OpsBulkBar } from '../components/ops-bulk-bar.tsx';
import { OpsBulkDialog, type BulkRequest } from '../components/ops-bulk-dialog.tsx';
import { OpsWithdrawalTable } from '../components/ops-withdrawal-table.tsx';

type Filters = { status?: string; account_id?: number; page: number };

/** /ops/withdrawals: the back office's withdrawal queue (pending first by default), one by one or several at once. */
export function OpsWithdrawalsPage() {
  const { t } = useTranslation('withdrawals');
  const { filters, setFilters } = useListFilters<Filters>(
    { numbers: ['page', 'account_id'] },
    { page: 1, status: 'pending' },
  );
  const status = withdrawalStatusSchema.safeParse(filters.status).data;
  const list = useOpsWithdrawals({ status, account_id: filters.account_id, page: filters.page });
  const selection = useRowSelection();
  const [bulk, setBulk] = useState<BulkRequest | null>(null);
  const data = list.data;
  return (
    <ListPage
      title={t('ops.title')}
      caption={t('ops.caption')}
      filters={
        <>
          {filters.account_id && (
            <SellerFilter accountId={filters.account_id} onClear={() => setFilters({ account_id: null, page: 1 })} />
          )}
          <Select
            label={t('invoices.filter')}
            data={[
              { value: 'all', label: t('invoices.all') },
              ...withdrawalStatuses.map((s) => ({ value: s, label: t(`status.${s}`) })),
            ]}
            value={status ?? 'all'}
            onChange={(value) => setFilters({ status: value ?? 'all', page: 1 })}
            allowDeselect={false}
            maw={320}
          />
        </>
      }
      list={{
        title: t('ops.queue'),
        caption: data ? t('invoices.total', { total: data.total }) : undefined,
        actions: (
          <OpsBulkBar
            count={selection.selected.size}
            onAct={(action) => setBulk({ action, ids: [...selection.selected] })}
            onClear={selection.clear}
          />
        ),
        empty: data?.withdrawals.length === 0,
        emptyText: t('invoices.empty'),
        query: list,
        pager: { page: filters.page, pages: pageCount(data), onChange: (page) => setFilters({ page }) },
      }}
      table={data && <OpsWithdrawalTable withdrawals={data.withdrawals} selection={selection} />}
    >
      <OpsBulkDialog
        request={bulk}
        onClose={() => setBulk(null)}
        // What was done or now waits for approval leaves the selection; what was refused stays ticked to look at.
        onResult={(result) =>
          selection.select(
            result.results.filter((r) => r.outcome !== 'refused').map((r) => r.id),
            false,
          )
        }
      />
    </ListPage>
  );
}
