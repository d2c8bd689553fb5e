import { Button, Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { topUpMethods, topUpStatuses, type OpsTopUp } from '@cabinet/contracts/top-up';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from '../../../shared/api/idempotency.ts';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { confirm, DialogCancelled } from '../../../shared/ui/dialogs.tsx';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { pageCount } from '../../../shared/ui/list-card.tsx';
import { ListPage } from '../../../shared/ui/list-page.tsx';
import { notifyError, notifySuccess } from '../../../shared/ui/notify.ts';
import { useConfirmTransfer, useOpsTopUps } from '../api/ops-top-ups.ts';
import { moneyText } from '../components/money-text.ts';
import { PayoutForm } from '../components/payout-form.tsx';
import { TopUpStatusBadge } from '../components/top-up-status-badge.tsx';

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
  const confirmTransfer = useConfirmTransfer();
  const data = list.data;

  const onConfirm = async (row: OpsTopUp) => {
    try {
      await confirm({
        title: t('ops.confirm_title'),
        message: t('ops.confirm_text', {
          amount: moneyText(row.total),
          seller: row.seller_name || row.seller_email,
          reference: row.reference,
        }),
        actions: [{ label: t('ops.confirm'), value: true }],
      });
    } catch (error) {
      if (error instanceof DialogCancelled) return;
      throw error;
    }
    confirmTransfer.mutate(
      { id: row.id, headers: { [IDEMPOTENCY_HEADER]: newIdempotencyKey() } },
      {
        onSuccess: () => notifySuccess(t('ops.confirmed', { reference: row.reference })),
        onError: (error) => notifyError(errorMessage(error, t)),
      },
    );
  };

  const columns: DataColumn<OpsTopUp>[] = [
    { id: 'date', header: t('ops.date'), cell: (row) => formatDateTime(row.created_at) },
    {
      id: 'seller',
      header: t('ops.seller'),
      keyFact: true,
      cell: (row) => `${row.seller_name} · ${row.seller_email} (№ ${row.account_id})`,
    },
    { id: 'reference', header: t('ops.reference'), keyFact: true, cell: (row) => row.reference },
    { id: 'method', header: t('ops.method'), cell: (row) => t(`method.${row.method}`) },
    { id: 'amount', header: t('ops.amount'), keyFact: true, align: 'right', cell: (row) => moneyText(row.total) },
    { id: 'status', header: t('ops.status'), keyFact: true, cell: (row) => <TopUpStatusBadge status={row.status} /> },
    {
      id: 'actions',
      header: t('ops.actions'),
      action: true,
      cell: (row) =>
        row.method === 'bank_transfer' &&
        row.status === 'pending' && (
          <Button
            size="compact-sm"
            aria-label={`${t('ops.confirm')}: ${row.reference}`}
            loading={confirmTransfer.isPending && confirmTransfer.variables?.id === row.id}
            onClick={() => void onConfirm(row)}
          >
            {t('ops.confirm')}
          </Button>
        ),
    },
  ];

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
    </ListPage>
  );
}
