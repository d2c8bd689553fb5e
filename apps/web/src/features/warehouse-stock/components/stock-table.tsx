import { Button, Group, Image, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StockProduct } from '@cabinet/contracts/warehouse-stock';
import { formatMoney } from '../../../shared/lib/format.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { productTitle } from './product-title.ts';
import { StockStateBadge } from './stock-state-badge.tsx';

interface Props {
  products: StockProduct[];
  /** Double-clicking a row (or its button) adds the product to a parcel being created (§9). */
  onAddToParcel: (product: StockProduct) => void;
}

/** The seller's stock: product, HS code, cost, quantities and state. */
export function StockTable({ products, onAddToParcel }: Props) {
  const { t, i18n } = useTranslation('warehouse-stock');
  const columns: DataColumn<StockProduct>[] = [
    {
      id: 'product',
      header: t('list.product'),
      keyFact: true,
      cell: (p) => (
        <Group gap="sm" wrap="nowrap">
          {p.thumb_url && <Image src={p.thumb_url} alt="" w={40} h={40} radius="sm" fit="cover" />}
          <div>
            <Text size="sm" fw={600}>
              {p.sku}
            </Text>
            <Text size="sm">{productTitle(p, i18n.language)}</Text>
          </div>
        </Group>
      ),
    },
    { id: 'hs_code', header: t('list.hs_code'), cell: (p) => p.hs_code ?? '—' },
    { id: 'cost', header: t('list.cost'), cell: (p) => formatMoney(p.cost) },
    { id: 'in_stock', header: t('list.in_stock'), align: 'right', cell: (p) => p.in_stock },
    { id: 'on_the_way', header: t('list.on_the_way'), align: 'right', cell: (p) => p.on_the_way },
    { id: 'reserved', header: t('list.reserved'), align: 'right', cell: (p) => p.reserved },
    {
      id: 'available',
      header: t('list.available'),
      keyFact: true,
      align: 'right',
      cell: (p) => (
        <Text size="sm" fw={600} span>
          {p.available}
        </Text>
      ),
    },
    {
      id: 'state',
      header: t('list.state'),
      keyFact: true,
      cell: (p) => <StockStateBadge state={p.state} reason={p.state_reason} />,
    },
    {
      id: 'actions',
      header: t('list.actions'),
      headerCell: <VisuallyHidden>{t('list.actions')}</VisuallyHidden>,
      action: true,
      cell: (p) => (
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => onAddToParcel(p)}
          aria-label={t('list.add_label', { sku: p.sku })}
        >
          {t('list.add')}
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      label={t('list.title')}
      columns={columns}
      rows={products}
      rowKey={(p) => p.id}
      rowProps={(p) => ({
        'data-testid': `stock-${p.sku}`,
        onDoubleClick: () => onAddToParcel(p),
        style: { cursor: 'pointer', userSelect: 'none' },
      })}
      minWidth={900}
      highlightOnHover
    />
  );
}
