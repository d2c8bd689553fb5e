import { Badge, Button, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { stockStateColors, type OpsStockProduct } from '@cabinet/contracts/warehouse-stock';
import type { DataColumn } from '../../../shared/ui/data-table.tsx';
import { SellerLink } from '../../../shared/ui/seller-link.tsx';

type Column = DataColumn<OpsStockProduct>;

/** A stock product's columns as operators read them, wherever they are listed (the desk, the seller's page). */
export function stockColumns(t: TFunction) {
  const product: Column = {
    id: 'product',
    header: t('ops.stock.product'),
    keyFact: true,
    cell: (p) => (
      <>
        <Text size="sm" fw={600}>
          {p.sku}
        </Text>
        <Text size="xs">{p.title_en}</Text>
      </>
    ),
  };
  const inStock: Column = {
    id: 'in_stock',
    header: t('ops.item.in_stock'),
    keyFact: true,
    align: 'right',
    cell: (p) => p.in_stock,
  };
  const onTheWay: Column = {
    id: 'on_the_way',
    header: t('ops.item.on_the_way'),
    align: 'right',
    cell: (p) => p.on_the_way,
  };
  const reserved: Column = { id: 'reserved', header: t('ops.stock.reserved'), align: 'right', cell: (p) => p.reserved };
  const state: Column = {
    id: 'state',
    header: t('ops.item.state'),
    keyFact: true,
    cell: (p) => (
      <Badge color={stockStateColors[p.state]} variant="light">
        {t(`ops.state.${p.state}`)}
      </Badge>
    ),
  };
  return { product, inStock, onTheWay, reserved, state };
}

/** The desk's stock columns: whose, what, the quantities, the state, and Manage (adjust, state, journal). */
export function useOpsStockColumns(onManage: (product: OpsStockProduct) => void): Column[] {
  const { t } = useTranslation('warehouse-stock');
  const c = stockColumns(t);
  return [
    { id: 'account', header: t('ops.stock.account'), cell: (p) => <SellerLink seller={p.seller} /> },
    c.product,
    c.inStock,
    c.onTheWay,
    c.reserved,
    c.state,
    {
      id: 'actions',
      header: t('ops.stock.actions'),
      action: true,
      cell: (p) => (
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => onManage(p)}
          aria-label={t('ops.stock.manage_label', { sku: p.sku })}
        >
          {t('ops.stock.manage')}
        </Button>
      ),
    },
  ];
}
