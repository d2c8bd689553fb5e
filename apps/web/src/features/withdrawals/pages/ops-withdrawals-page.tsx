import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { withdrawalStatuses, withdrawalStatusSchema } from '@cabinet/contracts/withdrawals';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { SellerFilter } from '../../../shared/ui/seller-filter.tsx';
import { pageCount } from '../../../shared/ui/list-card.tsx';
import { ListPage } from '../../../shared/ui/list-page.tsx';
import { useOpsWithdrawals } from '../api/ops-withdrawals.ts';
import { OpsWithdrawalTable } from '../components/ops-withdrawal-table.tsx';

type Filters = { status?: string; account_id?: number; page: number };

/** /ops/withdrawals: the back office's withdrawal queue (pending first by default). */
export function OpsWithdrawalsPage() {
  const { t } = useTranslation('withdrawals');
  const { filters, setFilters } = useListFilters<Filters>(
    { numbers: ['page', 'account_id'] },
    { page: 1, status: 'pending' },
  );
  const status = withdrawalStatusSchema.safeParse(filters.status).data;
  const list = useOpsWithdrawals({ status, account_id: filters.account_id, page: filters.page });
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
        empty: data?.withdrawals.length === 0,
        emptyText: t('invoices.empty'),
        query: list,
        pager: { page: filters.page, pages: pageCount(data), onChange: (page) => setFilters({ page }) },
      }}
      table={data && <OpsWithdrawalTable withdrawals={data.withdrawals} />}
    />
  );
}
