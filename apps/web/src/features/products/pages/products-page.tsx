import { Button, Grid, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { PRODUCTS_ON_PAGE, useProducts, type ProductFilters } from '../api/get-products.ts';
import { FolderTree } from '../components/folder-tree.tsx';
import { ProductDrawer } from '../components/product-drawer.tsx';
import { ProductListFilters } from '../components/product-list-filters.tsx';
import { useProductColumns } from '../components/use-product-columns.tsx';
import { Can } from '../../../shared/session/permissions.tsx';

type PageQuery = ProductFilters & { product?: string };
const NUMBERS = ['page', 'category_id', 'manufacturer_id'];

/** /products (§2): folders beside the list; search and filters in the URL; create and edit in a drawer. */
export function ProductsPage() {
  const { t } = useTranslation('products');
  const { filters, setFilters } = useListFilters<PageQuery>({ numbers: NUMBERS }, { page: 1 });
  const { product: drawer = null, ...listFilters } = filters;
  const list = useProducts(listFilters);
  const total = list.data ? Math.ceil(list.data.total / PRODUCTS_ON_PAGE) : 0;
  const columns = useProductColumns((p) => setFilters({ product: String(p.id) }));

  return (
    <Page
      title={t('list.title')}
      caption={t('list.caption')}
      actions={
        <Group gap="xs">
          <Button variant="default" component={Link} to={paths.productManufacturers}>
            {t('manufacturers.title')}
          </Button>
          <Can permission="products.write">
            <Button onClick={() => setFilters({ product: 'new' })}>{t('list.create')}</Button>
          </Can>
        </Group>
      }
    >
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <FolderTree
            selected={listFilters.category_id ?? null}
            onSelect={(id) => setFilters({ category_id: id, page: 1 })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <ListCard
            actions={<ProductListFilters filters={listFilters} onChange={setFilters} />}
            empty={list.data?.products.length === 0}
            emptyText={t('list.empty')}
            query={list}
            pager={{ page: listFilters.page, pages: total, onChange: (page) => setFilters({ page }) }}
          >
            <DataTable
              label={t('list.title')}
              columns={columns}
              rows={list.data?.products ?? []}
              rowKey={(p) => p.id}
              rowProps={(p) => ({ 'data-testid': `product-${p.sku}` })}
              minWidth={820}
              verticalSpacing="xs"
            />
          </ListCard>
        </Grid.Col>
      </Grid>
      <ProductDrawer
        target={drawer === null ? null : String(drawer)}
        initialCategoryId={listFilters.category_id ?? null}
        onClose={() => setFilters({ product: null })}
      />
    </Page>
  );
}
