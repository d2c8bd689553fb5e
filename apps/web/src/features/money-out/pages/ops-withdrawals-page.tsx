import { Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { withdrawalStatuses, withdrawalStatusSchema } from '@cabinet/contracts/money-out';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { useOpsWithdrawals } from '../api/ops-withdrawals.ts';
import { OpsWithdrawalTable } from '../components/ops-withdrawal-table.tsx';
import { problemMessage } from '../components/problem.ts';

type Filters = { status?: string; page: number };

/** /ops/withdrawals: the back office's withdrawal queue (pending first by default). */
export function OpsWithdrawalsPage() {
  const { t } = useTranslation('money-out');
  const { filters, setFilters } = useListFilters<Filters>({ numbers: ['page'] }, { page: 1, status: 'pending' });
  const status = withdrawalStatusSchema.safeParse(filters.status).data;
  const list = useOpsWithdrawals({ status, page: filters.page });
  const data = list.data;
  return (
    <Page title={t('ops.title')} caption={t('ops.caption')}>
      <Stack gap="md">
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
        <ListCard
          title={t('ops.queue')}
          caption={data ? t('invoices.total', { total: data.total }) : undefined}
          empty={data?.withdrawals.length === 0}
          emptyText={t('invoices.empty')}
          loading={list.isFetching}
          error={list.isError ? problemMessage(list.error, t) : null}
        >
          {data && <OpsWithdrawalTable withdrawals={data.withdrawals} />}
          <Pagination
            page={filters.page}
            total={data ? Math.ceil(data.total / data.on_page) : 0}
            onChange={(page) => setFilters({ page })}
          />
        </ListCard>
      </Stack>
    </Page>
  );
}
