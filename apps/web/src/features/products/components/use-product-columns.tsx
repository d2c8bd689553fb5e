import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Product } from '@cabinet/contracts/products';
import { formatMoney } from '../../../shared/lib/format.ts';
import type { DataColumn } from '../../../shared/ui/data-table.tsx';
import { Can } from '../../../shared/session/permissions.tsx';
import { ProductPicture } from './product-picture.tsx';
import { RowActions } from './row-actions.tsx';
import { useAskDeleteProduct } from './use-ask-delete-product.ts';

/** The product list's columns: picture, SKU, both customs names, code, manufacturer, cost, and edit or delete. */
export function useProductColumns(onEdit: (product: Product) => void): DataColumn<Product>[] {
  const { t } = useTranslation('products');
  const askDelete = useAskDeleteProduct();
  return [
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
    { id: 'titles', header: t('list.titles'), keyFact: true, cell: (p) => <ProductTitles product={p} /> },
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
              onClick: () => onEdit(p),
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
}

function ProductTitles({ product: p }: { product: Product }) {
  const { t } = useTranslation('products');
  return (
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
  );
}
