import { Alert, Anchor, Badge, Divider, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ShipmentDetail as Detail } from '@cabinet/contracts/shipments';
import { formatMoney } from '../../../shared/lib/format.ts';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import { DeleteShipmentButton } from './delete-shipment-button.tsx';
import { DocumentsPrice } from './documents-price.tsx';
import { partyName } from './party-label.ts';
import { PendingActionPanel } from './pending-action-panel.tsx';
import { PriceLines } from './price-lines.tsx';
import { ShipmentDocuments } from './shipment-documents.tsx';
import { ShipmentOverview } from './shipment-overview.tsx';
import { ShipmentProducts } from './shipment-products.tsx';
import { ShipmentStatusBadge } from '../../../shared/ui/shipment-status-badge.tsx';
import { ShipmentTimeline } from './shipment-timeline.tsx';

interface Props {
  detail: Detail;
  onOpen: (id: number) => void;
  onDeleted: () => void;
}

function Part({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** One shipment: status and tracks, what waits for the seller, timeline, parties and box, products, price, PDFs. */
export function ShipmentDetail({ detail, onOpen, onDeleted }: Props) {
  const { t } = useTranslation('shipments');
  const { shipment } = detail;
  // A sub-account member who may only look sees no button that would be refused.
  const { permissions } = useCurrentUser();
  const canWrite = permissions.includes('shipments.write');
  // The documents price is a read-only quote: the route asks for shipments.read.
  const canRead = permissions.includes('shipments.read');
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <ShipmentStatusBadge status={shipment.status} />
        <Badge variant="outline" color="gray">
          {t(`delivery_statuses.${shipment.delivery_status}`)}
        </Badge>
        <Text size="sm">{t(`types.${shipment.type}`)}</Text>
      </Group>
      <Group gap="lg" wrap="wrap">
        <Text size="sm">{t('detail.track', { track: shipment.track_number ?? '—' })}</Text>
        <Text size="sm">{t('detail.internal_track', { track: shipment.internal_track ?? '—' })}</Text>
      </Group>
      {detail.frozen_reason !== null && (
        <Alert color="red" variant="light" title={t('detail.frozen_title')} role="status">
          {detail.frozen_reason && <Text size="sm">{t('detail.frozen_reason', { reason: detail.frozen_reason })}</Text>}
          <Text size="sm">{t('detail.frozen_help')}</Text>
        </Alert>
      )}
      <PendingActionPanel shipment={shipment} canAct={canWrite} />
      <Part title={t('detail.timeline')}>
        <ShipmentTimeline events={detail.events} />
      </Part>
      <Divider />
      <ShipmentOverview shipment={shipment} />
      <Part title={t('detail.products')}>
        <ShipmentProducts shipmentId={shipment.id} />
      </Part>
      {detail.parcels.length > 0 && (
        <Part title={t('detail.parcels')}>
          <Table>
            <Table.Tbody>
              {detail.parcels.map((parcel) => (
                <Table.Tr key={parcel.id}>
                  <Table.Td>
                    <Anchor component="button" type="button" onClick={() => onOpen(parcel.id)}>
                      {parcel.number}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{parcel.recipient ? partyName(parcel.recipient) : '—'}</Table.Td>
                  <Table.Td>
                    <ShipmentStatusBadge status={parcel.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Part>
      )}
      <Part title={t('detail.price')}>
        <PriceLines price={detail.price_breakdown} />
        <Text size="sm">
          {t(`payment_states.${shipment.payment_state}`, {
            price: formatMoney(shipment.price),
            due: shipment.amount_due ? formatMoney(shipment.amount_due) : '',
          })}
        </Text>
      </Part>
      <Part title={t('detail.documents')}>
        <ShipmentDocuments shipment={shipment} />
      </Part>
      {canRead && (
        <Part title={t('docs_price.title')}>
          <DocumentsPrice shipment={shipment} />
        </Part>
      )}
      {canWrite && shipment.can_delete && (
        <div>
          <DeleteShipmentButton shipment={shipment} onDeleted={onDeleted} />
        </div>
      )}
    </Stack>
  );
}
