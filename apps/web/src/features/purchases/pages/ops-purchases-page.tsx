import { Anchor, Select, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { purchaseStatuses, type PurchaseStatus } from '@cabinet/contracts/purchases';
import type { OpsPurchase } from '@cabinet/contracts/purchases-ops';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { opsPurchaseUrl } from '../../../shared/lib/paths.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { ListPage } from '../../../shared/ui/list-page.tsx';
import { useOpsPurchases, type OpsPurchaseFilters } from '../api/ops-purchases.ts';
import { PURCHASES_ON_PAGE } from '../api/purchases.ts';
import { PurchaseStatusBadge } from '../components/purchase-status-badge.tsx';

/** /ops/purchases — every seller's "buy for me" requests: what to quote, what to buy, what arrived. */
export function OpsPurchasesPage() {
  const { t } = useTranslation('purchases');
  const { filters, setFilters } = useListFilters<OpsPurchaseFilters>({ numbers: ['page'] }, { page: 1 });
  const list = useOpsPurchases(filters);
  const pages = list.data ? Math.ceil(list.data.total / PURCHASES_ON_PAGE) : 0;
  const columns: DataColumn<OpsPurchase>[] = [
    {
      id: 'number',
      header: t('list.number'),
      keyFact: true,
      cell: (p) => (
        <Anchor component={Link} to={opsPurchaseUrl(p.id)}>
          {t('list.number_value', { id: p.id })}
        </Anchor>
      ),
    },
    {
      id: 'seller',
      header: t('ops.seller'),
      cell: (p) => (
        <Stack gap={0}>
          <Text size="sm">{p.seller.name}</Text>
          <Text size="xs" c="gray.7">
            {p.seller.email}
          </Text>
        </Stack>
      ),
    },
    { id: 'items', header: t('list.items'), cell: (p) => p.items.map((i) => i.title).join(', ') },
    { id: 'total', header: t('list.total'), align: 'right', cell: (p) => (p.quote ? formatMoney(p.quote.total) : '') },
    { id: 'updated', header: t('ops.updated'), cell: (p) => formatDateTime(p.updated_at) },
    { id: 'status', header: t('list.status'), keyFact: true, cell: (p) => <PurchaseStatusBadge status={p.status} /> },
  ];
  return (
    <ListPage
      title={t('ops.title')}
      caption={t('ops.caption')}
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
        emptyText: t('ops.empty'),
        query: list,
        pager: { page: filters.page, pages, onChange: (page) => setFilters({ page }) },
      }}
      table={
        <DataTable
          label={t('ops.title')}
          columns={columns}
          rows={list.data?.purchases ?? []}
          rowKey={(p) => p.id}
          rowProps={(p) => ({ 'data-testid': `ops-purchase-${p.id}` })}
          minWidth={900}
        />
      }
    />
  );
}
