import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OpsStockProduct } from '@cabinet/contracts/warehouse-stock';
import { opsSellerDeskUrl, paths } from '../../../shared/lib/paths.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { useOpsStock } from '../api/ops-warehouse.ts';
import { stockColumns } from './use-ops-stock-columns.tsx';

const LATEST = 5;

/** The seller's page, stock: a few products with their counts and state; the desk lists all of them, to manage. */
export function SellerStockSection({ accountId }: { accountId: number }) {
  const { t } = useTranslation('warehouse-stock');
  const stock = useOpsStock({ page: 1, on_page: LATEST, account_id: accountId });
  const c = stockColumns(t);
  const columns: DataColumn<OpsStockProduct>[] = [c.product, c.inStock, c.reserved, c.state];
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
