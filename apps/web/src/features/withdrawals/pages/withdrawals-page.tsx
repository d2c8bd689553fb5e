import { Button, Select } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { withdrawalStatuses, withdrawalStatusSchema } from '@cabinet/contracts/withdrawals';
import { paths } from '../../../shared/lib/paths.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import { pageCount } from '../../../shared/ui/list-card.tsx';
import { ListPage } from '../../../shared/ui/list-page.tsx';
import { useWithdrawals } from '../api/get-withdrawals.ts';
import { canMoveMoney } from '../components/can-move-money.ts';
import { WithdrawalTable } from '../components/withdrawal-table.tsx';

type Filters = { status?: string; page: number };

/** /get-money/invoices: the seller's withdrawals ("withdrawal invoices") by status, with paging. */
export function WithdrawalsPage() {
  const { t } = useTranslation('withdrawals');
  const user = useCurrentUser();
  const canWrite = canMoveMoney(user);
  const { filters, setFilters } = useListFilters<Filters>({ numbers: ['page'] }, { page: 1 });
  const status = withdrawalStatusSchema.safeParse(filters.status).data;
  const list = useWithdrawals({ status, page: filters.page });
  const data = list.data;

  return (
    <ListPage
      title={t('invoices.title')}
      caption={t('invoices.caption')}
      actions={
        canWrite ? (
          <Button component={Link} to={paths.getMoney}>
            {t('invoices.new')}
          </Button>
        ) : undefined
      }
      filters={
        <Select
          label={t('invoices.filter')}
          data={[
            { value: '', label: t('invoices.all') },
            ...withdrawalStatuses.map((s) => ({ value: s, label: t(`status.${s}`) })),
          ]}
          value={status ?? ''}
          onChange={(value) => setFilters({ status: value || undefined, page: 1 })}
          allowDeselect={false}
          maw={320}
        />
      }
      list={{
        title: t('invoices.list'),
        caption: data ? t('invoices.total', { total: data.total }) : undefined,
        empty: data?.withdrawals.length === 0,
        emptyText: t('invoices.empty'),
        query: list,
        pager: { page: filters.page, pages: pageCount(data), onChange: (page) => setFilters({ page }) },
      }}
      table={data && <WithdrawalTable withdrawals={data.withdrawals} canWrite={canWrite} />}
    />
  );
}
