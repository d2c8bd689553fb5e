import { Anchor, Badge, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { stockStateColors, type OpsStockProduct } from '@cabinet/contracts/warehouse-stock';
import { opsSellerDeskUrl, paths } from '../../../shared/lib/paths.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { useOpsStock } from '../api/ops-warehouse.ts';

const LATEST = 5;

/** The seller's page, stock: a few products with their counts and state; the desk lists all of them, to manage. */
export function SellerStockSection({ accountId }: { accountId: number }) {
  const { t } = useTranslation('warehouse-stock');
  const stock = useOpsStock({ page: 1, on_page: LATEST, account_id: accountId });
  const columns: DataColumn<OpsStockProduct>[] = [
    {
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
    },
    { id: 'in_stock', header: t('ops.item.in_stock'), keyFact: true, align: 'right', cell: (p) => p.in_stock },
    { id: 'reserved', header: t('ops.stock.reserved'), align: 'right', cell: (p) => p.reserved },
    {
      id: 'state',
      header: t('ops.item.state'),
      keyFact: true,
      cell: (p) => (
        <Badge color={stockStateColors[p.state]} variant="light">
          {t(`ops.state.${p.state}`)}
        </Badge>
      ),
    },
  ];
  return (
    <ListCard
      title={t('ops.seller_section.title')}
      caption={stock.data ? t('ops.seller_section.total', { total: stock.data.total }) : undefined}
      actions={
        <Anchor component={Link} to={opsSellerDeskUrl(paths.opsWarehouse, accountId)} size="sm">
          {t('ops.seller_section.all')}
        </Anchor>
      }
      empty={stock.data?.products.length === 0}
      emptyText={t('ops.stock.empty')}
      query={stock}
    >
      <DataTable
        label={t('ops.seller_section.title')}
        columns={columns}
        rows={stock.data?.products ?? []}
        rowKey={(p) => p.id}
        minWidth={480}
        verticalSpacing="xs"
      />
    </ListCard>
  );
}
