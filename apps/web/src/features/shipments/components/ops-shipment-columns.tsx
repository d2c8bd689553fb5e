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

type Column = DataColumn<OpsShipment>;

/** A shipment's columns as operators read them, wherever parcels are listed (the desk, the seller's page). */
export function shipmentColumns(t: TFunction) {
  const number: Column = {
    id: 'number',
    header: t('ops.list.number'),
    keyFact: true,
    cell: (s) => (
      <Anchor component={Link} to={opsShipmentUrl(s.id)}>
        {s.number}
      </Anchor>
    ),
  };
  const owner: Column = {
    id: 'owner',
    header: t('ops.list.owner'),
    keyFact: true,
    cell: (s) => <SellerLink seller={s.owner} />,
  };
  const type: Column = { id: 'type', header: t('ops.list.type'), cell: (s) => t(`types.${s.type}`) };
  const recipient: Column = {
    id: 'recipient',
    header: t('ops.list.recipient'),
    cell: (s) => (s.recipient ? `${s.recipient.first_name} ${s.recipient.last_name}`.trim() : ''),
  };
  const status: Column = {
    id: 'status',
    header: t('ops.list.status_col'),
    keyFact: true,
    cell: (s) => <ShipmentStatusBadge status={s.status} />,
  };
  const changed: Column = {
    id: 'changed',
    header: t('ops.list.changed'),
    cell: (s) => formatDateTime(s.status_changed_at),
  };
  return { number, owner, type, recipient, status, changed };
}

/**
 * The desk's columns: the number (to the parcel's page), the seller by name and e-mail, type, recipient, status and
 * when it changed; with a tick box first for whoever may move parcels in bulk (`selection`).
 */
export function opsShipmentColumns(t: TFunction, selection: Selection | null): Column[] {
  const c = shipmentColumns(t);
  const columns = [c.number, c.owner, c.type, c.recipient, c.status, c.changed];
  if (!selection) return columns;
  const select = rowSelectColumn({
    ...selection,
    selectAllLabel: t('ops.bulk.select_all'),
    selectLabel: (s) => t('ops.bulk.select', { number: s.number }),
  });
  return [select, ...columns];
}
