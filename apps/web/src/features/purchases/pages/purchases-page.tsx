import { Anchor, Button, Select } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { purchaseStatuses, type Purchase, type PurchaseStatus } from '@cabinet/contracts/purchases';
import { formatDate, formatMoney } from '../../../shared/lib/format.ts';
import { paths, purchaseUrl } from '../../../shared/lib/paths.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { useCan } from '../../../shared/session/permissions.tsx';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { ListPage } from '../../../shared/ui/list-page.tsx';
import { PURCHASES_ON_PAGE, usePurchases, type PurchaseFilters } from '../api/purchases.ts';
import { PurchaseStatusBadge } from '../components/purchase-status-badge.tsx';

/** /buy/purchases — the seller's "buy for me" requests, newest first, by status. */
export function PurchasesPage() {
  const { t } = useTranslation('purchases');
  const canWrite = useCan('purchases.write');
  const { filters, setFilters } = useListFilters<PurchaseFilters>({ numbers: ['page'] }, { page: 1 });
  const list = usePurchases(filters);
  const pages = list.data ? Math.ceil(list.data.total / PURCHASES_ON_PAGE) : 0;
  const columns: DataColumn<Purchase>[] = [
    {
      id: 'number',
      header: t('list.number'),
      keyFact: true,
      cell: (p) => (
        <Anchor component={Link} to={purchaseUrl(p.id)}>
          {t('list.number_value', { id: p.id })}
        </Anchor>
      ),
    },
    { id: 'items', header: t('list.items'), cell: (p) => p.items.map((i) => i.title).join(', ') },
    { id: 'created', header: t('list.created'), cell: (p) => formatDate(p.created_at) },
    {
      id: 'total',
      header: t('list.total'),
      align: 'right',
      cell: (p) => (p.quote ? formatMoney(p.quote.total) : ''),
    },
    { id: 'status', header: t('list.status'), keyFact: true, cell: (p) => <PurchaseStatusBadge status={p.status} /> },
  ];

  return (
    <ListPage
      title={t('list.title')}
      caption={t('list.caption')}
      actions={
        canWrite && (
          <Button component={Link} to={paths.buyNew}>
            {t('list.create')}
          </Button>
        )
      }
      filters={
        <Select
          label={t('list.status')}
          placeholder={t('list.any_status')}
          clearable
          maw={320}
          data={purchaseStatuses.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
          value={filters.status ?? null}
          onChange={(value) => setFilters({ status: (value as PurchaseStatus | null) ?? undefined, page: 1 })}
        />
      }
      list={{
        empty: list.data?.purchases.length === 0,
        emptyText: t('list.empty'),
        query: list,
        pager: { page: filters.page, pages, onChange: (page) => setFilters({ page }) },
      }}
      table={
        <DataTable
          label={t('list.title')}
          columns={columns}
          rows={list.data?.purchases ?? []}
          rowKey={(p) => p.id}
          rowProps={(p) => ({ 'data-testid': `purchase-${p.id}` })}
          minWidth={760}
        />
      }
    />
  );
}
