import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { shopKindSchema } from '@cabinet/contracts/shops';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { ListCard, pageCount } from '../../../shared/ui/list-card.tsx';
import { SellerFilter } from '../../../shared/ui/seller-filter.tsx';
import { useOpsShops } from '../api/ops-shops.ts';
import { ShopFilters } from './shop-filters.tsx';
import { useOpsShopColumns } from './use-ops-shop-columns.tsx';

type Filters = { page: number; kind?: string; failing?: boolean; q?: string; account_id?: number };

/**
 * Every seller's shops (or one seller's, `?account_id=` from the seller's page) with their import's state and last
 * failure; a sync can be run again from here.
 */
export function ShopsCard() {
  const { t } = useTranslation('shops');
  const { filters, setFilters } = useListFilters<Filters>(
    { numbers: ['page', 'account_id'], booleans: ['failing'] },
    { page: 1 },
  );
  const shops = useOpsShops({
    page: filters.page,
    kind: shopKindSchema.safeParse(filters.kind).data,
    failing: filters.failing ? 'true' : undefined,
    q: filters.q,
    account_id: filters.account_id,
  });
  const rows = shops.data?.items ?? [];

  const columns = useOpsShopColumns();

  return (
    <Stack gap="sm" component="section" aria-labelledby="ops-shops-title">
      <Title order={2} size="h3" id="ops-shops-title">
        {t('ops.shops.title')}
      </Title>
      {filters.account_id && (
        <SellerFilter accountId={filters.account_id} onClear={() => setFilters({ account_id: null, page: 1 })} />
      )}
      <ShopFilters filters={filters} onChange={(next) => setFilters({ ...next, page: 1 })} />
      <ListCard
        query={shops}
        empty={rows.length === 0}
        emptyText={t('ops.shops.empty')}
        pager={{ page: filters.page, pages: pageCount(shops.data), onChange: (page) => setFilters({ page }) }}
      >
        <DataTable
          label={t('ops.shops.title')}
          columns={columns}
          rows={rows}
          rowKey={(s) => s.id}
          rowProps={(s) => ({ 'data-testid': `ops-shop-${s.id}` })}
          minWidth={960}
        />
      </ListCard>
    </Stack>
  );
}
