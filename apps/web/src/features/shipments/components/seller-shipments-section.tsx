import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OpsShipment } from '@cabinet/contracts/shipments-ops';
import { opsSellerDeskUrl, paths } from '../../../shared/lib/paths.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { useOpsShipments } from '../api/get-ops-shipments.ts';
import { shipmentColumns } from './ops-shipment-columns.tsx';

const LATEST = 5;

/** The seller's page, shipments: the latest few, each opening its desk page; the desk lists all of the seller's. */
export function SellerShipmentsSection({ accountId }: { accountId: number }) {
  const { t } = useTranslation('shipments');
  const list = useOpsShipments({ page: 1, on_page: LATEST, account_id: accountId });
  const c = shipmentColumns(t);
  const columns: DataColumn<OpsShipment>[] = [c.number, c.type, c.status, c.changed];
  return (
    <ListCard
      title={t('ops.seller.title')}
      caption={list.data ? t('ops.list.total', { total: list.data.total }) : undefined}
      actions={
        <Anchor component={Link} to={opsSellerDeskUrl(paths.opsShipments, accountId)} size="sm">
          {t('ops.seller.all')}
        </Anchor>
      }
      empty={list.data?.shipments.length === 0}
      emptyText={t('ops.seller.empty')}
      query={list}
    >
      <DataTable
        label={t('ops.seller.title')}
        columns={columns}
        rows={list.data?.shipments ?? []}
        rowKey={(s) => s.id}
        minWidth={560}
        verticalSpacing="xs"
      />
    </ListCard>
  );
}
