import { useState } from 'react';
import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { topUpMethods, topUpStatuses, type OpsTopUp } from '@cabinet/contracts/top-up';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { pageCount } from '../../../shared/ui/list-card.tsx';
import { ListPage } from '../../../shared/ui/list-page.tsx';
import { useOpsTopUps } from '../api/ops-top-ups.ts';
import { opsTopUpColumns } from '../components/ops-top-up-columns.tsx';
import { PayoutForm } from '../components/payout-form.tsx';
import { ConfirmTransferDialog } from '../components/confirm-transfer-dialog.tsx';

const ALL = 'all';
type Filters = { status: string; method: string; page: number };

/** /ops/top-ups — bank transfers to confirm when the money is in the account; marketplace payouts to register. */
export function OpsTopUpsPage() {
  const { t } = useTranslation('top-up');
  const { filters, setFilters } = useListFilters<Filters>(
    { numbers: ['page'] },
    { status: 'pending', method: 'bank_transfer', page: 1 },
  );
  const list = useOpsTopUps({
    status: filters.status === ALL ? undefined : (filters.status as OpsTopUp['status']),
    method: filters.method === ALL ? undefined : (filters.method as OpsTopUp['method']),
    page: filters.page,
  });
  const [confirming, setConfirming] = useState<OpsTopUp | null>(null);
  const data = list.data;
  const columns = opsTopUpColumns(t, { onConfirm: setConfirming });

  const option = (value: string, label: string) => ({ value, label });
  return (
    <ListPage
      title={t('ops.title')}
      caption={t('ops.caption')}
      filters={
        <Group align="end">
          <Select
            label={t('ops.status')}
            data={[option(ALL, t('ops.all')), ...topUpStatuses.map((s) => option(s, t(`status.${s}`)))]}
            value={filters.status}
            allowDeselect={false}
            onChange={(value) => value && setFilters({ status: value, page: 1 })}
            w={200}
          />
          <Select
            label={t('ops.method')}
            data={[option(ALL, t('ops.all')), ...topUpMethods.map((m) => option(m, t(`method.${m}`)))]}
            value={filters.method}
            allowDeselect={false}
            onChange={(value) => value && setFilters({ method: value, page: 1 })}
            w={220}
          />
        </Group>
      }
      list={{
        title: t('ops.list'),
        caption: data ? t('ops.total', { total: data.total }) : undefined,
        empty: data?.top_ups.length === 0,
        query: list,
        pager: { page: filters.page, pages: pageCount(data), onChange: (page) => setFilters({ page }) },
      }}
      table={
        <DataTable
          label={t('ops.list')}
          columns={columns}
          rows={data?.top_ups ?? []}
          rowKey={(row) => row.id}
          minWidth={860}
          verticalSpacing="xs"
        />
      }
    >
      <PayoutForm />
      <ConfirmTransferDialog row={confirming} onClose={() => setConfirming(null)} />
    </ListPage>
  );
}
