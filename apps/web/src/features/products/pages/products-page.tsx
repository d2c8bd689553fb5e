import { Badge, Button, Grid, Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { productKinds, productListQuerySchema, type Product, type ProductKind } from '@cabinet/contracts/products';
import { formatMoney } from '../../../shared/lib/format.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { confirm, DialogCancelled } from '../../../shared/ui/dialogs.tsx';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { PRODUCTS_ON_PAGE, useProducts, type ProductFilters } from '../api/get-products.ts';
import { useManufacturers } from '../api/manufacturers.ts';
import { useDeleteProduct } from '../api/save-product.ts';
import { FolderTree } from '../components/folder-tree.tsx';
import { ProductDrawer } from '../components/product-drawer.tsx';
import { ProductPicture } from '../components/product-picture.tsx';
import { RowActions } from '../components/row-actions.tsx';
import { Can } from '../../../shared/session/permissions.tsx';

type PageQuery = ProductFilters & { product?: string };
const NUMBERS = ['page', 'category_id', 'manufacturer_id'];

/** /products (§2): folders beside the list; search and filters in the URL; create and edit in a drawer. */
export function ProductsPage() {
  const { t } = useTranslation('products');
  const { filters, setFilters } = useListFilters<PageQuery>({ numbers: NUMBERS }, { page: 1 });
  const { product: drawer = null, ...listFilters } = filters;
  const list = useProducts(listFilters);
  const manufacturers = useManufacturers();
  const remove = useDeleteProduct();
  const total = list.data ? Math.ceil(list.data.total / PRODUCTS_ON_PAGE) : 0;
  const search = useDebouncedCallback(
    (value: string) => setFilters({ search: value, page: 1 }, { replace: true }),
    400,
  );

  const askDelete = async (product: Product) => {
    let archived = false;
    try {
      await confirm({
        title: t('list.delete_title', { sku: product.sku }),
        message: t('list.delete_text'),
        actions: [
          {
            label: t('list.delete'),
            color: 'red',
            value: true,
            handler: async () => {
              archived = (await remove.mutateAsync(product.id)).archived;
            },
          },
        ],
      });
      notifySuccess(t(archived ? 'list.archived' : 'list.deleted'));
    } catch (error) {
      if (!(error instanceof DialogCancelled)) throw error;
    }
  };

  const columns: DataColumn<Product>[] = [
    {
      id: 'image',
      header: t('list.image'),
      cell: (p) => <ProductPicture path={p.images[0] ? p.images[0].thumb_url : null} alt={p.title_en} size={48} />,
    },
    {
      id: 'sku',
      header: t('fields.sku'),
      keyFact: true,
      cell: (p) => (
        <Text size="sm" fw={600}>
          {p.sku}
        </Text>
      ),
    },
    {
      id: 'titles',
      header: t('list.titles'),
      keyFact: true,
      cell: (p) => (
        <Stack gap={0}>
          {/* The seller's customs names are in their own languages, whatever the interface's. */}
          <Text size="sm" lang="uk">
            {p.title_uk}
          </Text>
          <Text size="xs" c="gray.7" lang="en">
            {p.title_en}
          </Text>
          {p.needs_image && (
            <Badge color="orange" variant="light" size="sm" mt={2}>
              {t('list.needs_image')}
            </Badge>
          )}
        </Stack>
      ),
    },
    { id: 'hs_code', header: t('fields.hs_code'), cell: (p) => p.hs_code ?? '—' },
    { id: 'manufacturer', header: t('fields.manufacturer'), cell: (p) => p.manufacturer?.name ?? '—' },
    { id: 'cost', header: t('fields.cost'), keyFact: true, cell: (p) => formatMoney(p.cost) },
    {
      id: 'actions',
      header: t('list.actions'),
      action: true,
      cell: (p) => (
        <Can permission="products.write">
          <RowActions
            edit={{
              label: t('list.edit'),
              ariaLabel: t('list.edit_label', { sku: p.sku }),
              onClick: () => setFilters({ product: String(p.id) }),
            }}
            remove={{
              label: t('list.delete'),
              ariaLabel: t('list.delete_label', { sku: p.sku }),
              onClick: () => void askDelete(p),
            }}
          />
        </Can>
      ),
    },
  ];

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
            actions={
              <Group gap="xs" wrap="wrap">
                <LimitedTextInput
                  schema={productListQuerySchema}
                  field="search"
                  aria-label={t('list.search')}
                  placeholder={t('list.search')}
                  defaultValue={listFilters.search ?? ''}
                  onChange={(e) => search(e.currentTarget.value)}
                  w={220}
                />
                <Select
                  aria-label={t('fields.manufacturer')}
                  placeholder={t('list.any_manufacturer')}
                  clearable
                  data={(manufacturers.data ?? []).map((m) => ({ value: String(m.id), label: m.name }))}
                  value={listFilters.manufacturer_id ? String(listFilters.manufacturer_id) : null}
                  onChange={(value) => setFilters({ manufacturer_id: value, page: 1 })}
                  w={180}
                />
                <Select
                  aria-label={t('fields.kind')}
                  placeholder={t('list.any_kind')}
                  clearable
                  data={productKinds.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
                  value={listFilters.kind ?? null}
                  onChange={(value) => setFilters({ kind: value as ProductKind | null, page: 1 })}
                  w={150}
                />
              </Group>
            }
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
