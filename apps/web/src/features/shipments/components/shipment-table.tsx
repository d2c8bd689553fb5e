import { Anchor, Checkbox, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Shipment } from '@cabinet/contracts/shipments';
import { formatDate, formatMoney } from '../../../shared/lib/format.ts';
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
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('list.select_all')}
                checked={all}
                indeterminate={some && !all}
                onChange={(event) => onSelect(ids, event.currentTarget.checked)}
              />
            </Table.Th>
            <Table.Th>{t('columns.number')}</Table.Th>
            <Table.Th>{t('columns.status')}</Table.Th>
            <Table.Th>{showPendingAction ? t('columns.pending_action') : t('columns.delivery_status')}</Table.Th>
            <Table.Th>{t('columns.track')}</Table.Th>
            <Table.Th>{t('columns.recipient')}</Table.Th>
            <Table.Th ta="right">{t('columns.price')}</Table.Th>
            <Table.Th>{t('columns.created')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shipments.map((shipment) => (
            <Table.Tr key={shipment.id} onClick={() => onOpen(shipment.id)} style={{ cursor: 'pointer' }}>
              <Table.Td onClick={(event) => event.stopPropagation()}>
                <Checkbox
                  aria-label={t('list.select', { number: shipment.number })}
                  checked={selected.has(shipment.id)}
                  onChange={(event) => onSelect([shipment.id], event.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td>
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
              </Table.Td>
              <Table.Td>
                <ShipmentStatusBadge status={shipment.status} />
              </Table.Td>
              <Table.Td>
                {showPendingAction && shipment.pending_action
                  ? t(`pending_actions.${shipment.pending_action}`)
                  : t(`delivery_statuses.${shipment.delivery_status}`)}
              </Table.Td>
              <Table.Td>
                {shipment.track_number ??
                  (shipment.internal_track ? t('list.ttn', { track: shipment.internal_track }) : '—')}
              </Table.Td>
              <Table.Td>
                {shipment.recipient
                  ? partyName(shipment.recipient)
                  : t('list.parcels', { parcels: shipment.parcels_count })}
              </Table.Td>
              <Table.Td ta="right">{formatMoney(shipment.price)}</Table.Td>
              <Table.Td>{formatDate(shipment.created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
