import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { pageCount } from '../../../shared/ui/list-card.tsx';
import { ListPage } from '../../../shared/ui/list-page.tsx';
import { useOrders, type OrderFilters as Filters } from '../api/get-orders.ts';
import { useShops } from '../api/get-shops.ts';
import { BulkShipBar } from '../components/bulk-ship-bar.tsx';
import { BulkShipDialog } from '../components/bulk-ship-dialog.tsx';
import { ConnectShop } from '../components/connect-shop.tsx';
import { KindNav } from '../components/kind-nav.tsx';
import { OrderFilters } from '../components/order-filters.tsx';
import { OrderNotFound } from '../components/order-not-found.tsx';
import { OrderTable } from '../components/order-table.tsx';
import { kindOf, parseOrdersType, type OrdersType } from '../components/orders-type.ts';
import { SalesStatsCard } from '../components/sales-stats-card.tsx';
import { useBulkShipping } from '../components/use-bulk-shipping.ts';

/** /orders/{type} (§2): one kind's orders (every kind's for `all`), filtered and paged on the server. */
export function OrdersPage() {
  const type = parseOrdersType(useParams().type);
  // Keyed by the kind: another kind's list starts with nothing ticked.
  return type ? <OrdersList key={type} type={type} /> : <OrderNotFound />;
}

function OrdersList({ type }: { type: OrdersType }) {
  const { t } = useTranslation('orders');
  const { filters, setFilters, resetFilters } = useListFilters<Filters>(
    { numbers: ['page', 'shop_id'], booleans: ['unshipped'] },
    { page: 1 },
  );
  const list = useOrders(kindOf(type), filters);
  const shops = useShops();
  const kindShops = (shops.data ?? []).filter((shop) => type === 'all' || shop.kind === type);
  const data = list.data;
  // Until the shops arrive the seller is taken to have one: "connect a shop" must not flash over a real empty result.
  const noShop = shops.isSuccess && kindShops.length === 0;
  const noOrders = data?.items.length === 0;
  const bulk = useBulkShipping();
  return (
    <ListPage
      title={type === 'all' ? t('list.title_all') : t('list.title', { marketplace: t(`kinds.${type}`) })}
      caption={t('list.caption')}
      above={
        <Stack gap="md">
          <KindNav current={type} />
          {/* "My sales" sums every shop: it stands over the list of all of them only. */}
          {type === 'all' && !noShop && <SalesStatsCard shops={kindShops} />}
        </Stack>
      }
      filters={
        <OrderFilters
          filters={filters}
          shops={kindShops}
          withKind={type === 'all'}
          onChange={setFilters}
          onReset={resetFilters}
        />
      }
      list={{
        caption: data ? t('list.count', { total: data.total }) : undefined,
        actions: bulk.allowed && !noShop && (
          <BulkShipBar count={bulk.selection.selected.size} onCreate={bulk.open} onClear={bulk.selection.clear} />
        ),
        empty: noOrders && !noShop,
        emptyText: t('list.empty'),
        query: list,
        pager: { page: filters.page, pages: pageCount(data), onChange: (page) => setFilters({ page }) },
      }}
      table={
        data &&
        (noOrders ? (
          noShop && <ConnectShop type={type} />
        ) : (
          <OrderTable orders={data.items} type={type} selection={bulk.allowed ? bulk.selection : undefined} />
        ))
      }
    >
      <BulkShipDialog orderIds={bulk.dialogIds} onResult={bulk.onResult} onClose={bulk.close} />
    </ListPage>
  );
}
