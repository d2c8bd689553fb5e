import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import type { OpsShipment } from '@cabinet/contracts/shipments-ops';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { opsShipmentUrl } from '../../../shared/lib/paths.ts';
import type { DataColumn } from '../../../shared/ui/data-table.tsx';
import { rowSelectColumn, type RowSelectColumnOptions } from '../../../shared/ui/row-select-column.tsx';
import { SellerLink } from '../../../shared/ui/seller-link.tsx';
import { ShipmentStatusBadge } from '../../../shared/ui/shipment-status-badge.tsx';

type Selection = Pick<RowSelectColumnOptions<OpsShipment>, 'rows' | 'selected' | 'onSelect'>;

/**
 * The desk's columns: the number (to the parcel's page), the seller by name and e-mail, type, recipient, status and
 * when it changed; with a tick box first for whoever may move parcels in bulk (`selection`).
 */
export function opsShipmentColumns(t: TFunction, selection: Selection | null): DataColumn<OpsShipment>[] {
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
    {
      id: 'owner',
      header: t('ops.list.owner'),
      keyFact: true,
      cell: (s) => <SellerLink seller={s.owner} />,
    },
    { id: 'type', header: t('ops.list.type'), cell: (s) => t(`types.${s.type}`) },
    {
      id: 'recipient',
      header: t('ops.list.recipient'),
      cell: (s) => (s.recipient ? `${s.recipient.first_name} ${s.recipient.last_name}`.trim() : ''),
    },
    {
      id: 'status',
      header: t('ops.list.status_col'),
      keyFact: true,
      cell: (s) => <ShipmentStatusBadge status={s.status} />,
    },
    { id: 'changed', header: t('ops.list.changed'), cell: (s) => formatDateTime(s.status_changed_at) },
  ];
  if (!selection) return columns;
  const select = rowSelectColumn({
    ...selection,
    selectAllLabel: t('ops.bulk.select_all'),
    selectLabel: (s) => t('ops.bulk.select', { number: s.number }),
  });
  return [select, ...columns];
}
