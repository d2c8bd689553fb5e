import { Anchor, Checkbox, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Shipment } from '@cabinet/contracts/shipments';
import { formatDate, formatMoney } from '../../../shared/lib/format.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { partyName } from './party-label.ts';
import { ShipmentStatusBadge } from '../../../shared/ui/shipment-status-badge.tsx';

interface Props {
  shipments: Shipment[];
  selected: Set<number>;
  onSelect: (ids: number[], checked: boolean) => void;
  onOpen: (id: number) => void;
  /** The /shipments/process list shows what the seller has to do instead of the delivery status. */
  showPendingAction?: boolean;
}

/** Shipments as rows: selectable for stickers, and a row opens the detail. */
export function ShipmentTable({ shipments, selected, onSelect, onOpen, showPendingAction = false }: Props) {
  const { t } = useTranslation('shipments');
  const ids = shipments.map((s) => s.id);
  const all = ids.length > 0 && ids.every((id) => selected.has(id));
  const some = ids.some((id) => selected.has(id));
  const columns: DataColumn<Shipment>[] = [
    {
      id: 'select',
      header: t('list.select_all'),
      headerCell: (
        <Checkbox
          aria-label={t('list.select_all')}
          checked={all}
          indeterminate={some && !all}
          onChange={(event) => onSelect(ids, event.currentTarget.checked)}
        />
      ),
      action: true,
      cell: (shipment) => (
        // Ticking a box selects the row; it does not open it.
        <div onClick={(event) => event.stopPropagation()}>
          <Checkbox
            aria-label={t('list.select', { number: shipment.number })}
            checked={selected.has(shipment.id)}
            onChange={(event) => onSelect([shipment.id], event.currentTarget.checked)}
          />
        </div>
      ),
    },
    {
      id: 'number',
      header: t('columns.number'),
      keyFact: true,
      cell: (shipment) => (
        <>
          <Anchor
            component="button"
            type="button"
            fw={600}
            onClick={(event) => {
              event.stopPropagation();
              onOpen(shipment.id);
            }}
          >
            {shipment.number}
          </Anchor>
          <Text size="xs" c="gray.7">
            {t(`types.${shipment.type}`)}
          </Text>
        </>
      ),
    },
    {
      id: 'status',
      header: t('columns.status'),
      keyFact: true,
      cell: (shipment) => <ShipmentStatusBadge status={shipment.status} />,
    },
    {
      id: 'delivery',
      header: showPendingAction ? t('columns.pending_action') : t('columns.delivery_status'),
      keyFact: showPendingAction,
      cell: (shipment) =>
        showPendingAction && shipment.pending_action
          ? t(`pending_actions.${shipment.pending_action}`)
          : t(`delivery_statuses.${shipment.delivery_status}`),
    },
    {
      id: 'track',
      header: t('columns.track'),
      cell: (shipment) =>
        shipment.track_number ?? (shipment.internal_track ? t('list.ttn', { track: shipment.internal_track }) : '—'),
    },
    {
      id: 'recipient',
      header: t('columns.recipient'),
      cell: (shipment) =>
        shipment.recipient ? partyName(shipment.recipient) : t('list.parcels', { parcels: shipment.parcels_count }),
    },
    {
      id: 'price',
      header: t('columns.price'),
      keyFact: true,
      align: 'right',
      cell: (shipment) => formatMoney(shipment.price),
    },
    { id: 'created', header: t('columns.created'), cell: (shipment) => formatDate(shipment.created_at) },
  ];
  return (
    <DataTable
      label={t('list.card')}
      columns={columns}
      rows={shipments}
      rowKey={(shipment) => shipment.id}
      rowProps={(shipment) => ({ onClick: () => onOpen(shipment.id), style: { cursor: 'pointer' } })}
      minWidth={900}
      verticalSpacing="xs"
      highlightOnHover
    />
  );
}
