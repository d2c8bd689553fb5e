import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OpsShipment } from '@cabinet/contracts/shipments-ops';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { opsSellerDeskUrl, opsShipmentUrl, paths } from '../../../shared/lib/paths.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { ShipmentStatusBadge } from '../../../shared/ui/shipment-status-badge.tsx';
import { useOpsShipments } from '../api/get-ops-shipments.ts';

const LATEST = 5;

/** The seller's page, shipments: the latest few, each opening its desk page; the desk lists all of the seller's. */
export function SellerShipmentsSection({ accountId }: { accountId: number }) {
  const { t } = useTranslation('shipments');
  const list = useOpsShipments({ page: 1, on_page: LATEST, account_id: accountId });
  const columns: DataColumn<OpsShipment>[] = [
    {
      id: 'number',
      header: t('ops.list.number'),
      keyFact: true,
      cell: (s) => (
        <Anchor component={Link} to={opsShipmentUrl(s.id)}>
          {s.number}
        </Anchor>
      ),
    },
    { id: 'type', header: t('ops.list.type'), cell: (s) => t(`types.${s.type}`) },
    {
      id: 'status',
      header: t('ops.list.status_col'),
      keyFact: true,
      cell: (s) => <ShipmentStatusBadge status={s.status} />,
    },
    { id: 'changed', header: t('ops.list.changed'), cell: (s) => formatDateTime(s.status_changed_at) },
  ];
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
