import { Anchor, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { parcelWithProductsUrl, paths } from '../../../shared/lib/paths.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { STOCK_ON_PAGE, useStock, type StockFilters as Filters } from '../api/get-stock.ts';
import { StockFilters } from '../components/stock-filters.tsx';
import { StockTable } from '../components/stock-table.tsx';

/**
 * /products/warehouse (§2 "products in stock at the US warehouse"): quantities and §4 states, filtered in the URL.
 * A double-click on a row opens the create form with the product as a customs line (§9).
 */
export function WarehouseStockPage() {
  const { t } = useTranslation('warehouse-stock');
  const navigate = useNavigate();
  const { filters, setFilters, resetFilters } = useListFilters<Filters>({ numbers: ['page'] }, { page: 1 });
  const stock = useStock(filters);
  const pages = stock.data ? Math.ceil(stock.data.total / STOCK_ON_PAGE) : 0;

  return (
    <Page
      title={t('list.title')}
      caption={
        <>
          {t('list.caption')}{' '}
          <Anchor component={Link} to={paths.disposal} underline="always">
            {t('list.to_disposal')}
          </Anchor>
        </>
      }
    >
      <ListCard
        actions={<StockFilters filters={filters} onChange={setFilters} onReset={resetFilters} />}
        empty={stock.data?.products.length === 0}
        emptyText={t('list.empty')}
        query={stock}
        pager={{ page: filters.page, pages, onChange: (page) => setFilters({ page }) }}
      >
        <Text size="sm" c="gray.7">
          {t('list.double_click_hint')}
        </Text>
        <StockTable
          products={stock.data?.products ?? []}
          onAddToParcel={(product) => void navigate(parcelWithProductsUrl([product.id]))}
        />
      </ListCard>
    </Page>
  );
}
