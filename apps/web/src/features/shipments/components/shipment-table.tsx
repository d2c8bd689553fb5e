import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Shipment } from '@cabinet/contracts/shipments';
import { formatDate, formatMoney } from '../../../shared/lib/format.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { rowSelectColumn } from '../../../shared/ui/row-select-column.tsx';
import { partyName } from './party-label.ts';
import { ShipmentStatusBadge } from '../../../shared/ui/shipment-status-badge.tsx';

interface Props {
  shipments: Shipment[];
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], checked: boolean) => void;
  onOpen: (id: number) => void;
  /** The /shipments/process list shows what the seller has to do instead of the delivery status. */
  showPendingAction?: boolean;
}

/** Shipments as rows: selectable for stickers, and a row opens the detail. */
export function ShipmentTable({ shipments, selected, onSelect, onOpen, showPendingAction = false }: Props) {
  const { t } = useTranslation('shipments');
  const columns: DataColumn<Shipment>[] = [
    rowSelectColumn({
      rows: shipments,
      selected,
      onSelect,
      selectAllLabel: t('list.select_all'),
      selectLabel: (s) => t('list.select', { number: s.number }),
      rowsOpen: true,
    }),
    {
      id: 'number',
      header: t('columns.number'),
      keyFact: true,
      cell: (shipment) => <NumberCell shipment={shipment} onOpen={onOpen} />,
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

/** The number opens the shipment (the row does too); its type below it. */
function NumberCell({ shipment, onOpen }: { shipment: Shipment; onOpen: Props['onOpen'] }) {
  const { t } = useTranslation('shipments');
  return (
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
  );
}
