import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { shipmentStatusColors, type ShipmentStatus } from '@cabinet/contracts/shipments';

/**
 * A shipment status in its contract colour and the words the seller reads, the same on the seller's pages and the
 * operators' desk. The names live in the `shipments` namespace, which every route showing shipments loads. Long
 * names wrap (the theme's Badge styles).
 */
export function ShipmentStatusBadge({ status }: { status: ShipmentStatus }) {
  const { t } = useTranslation('shipments');
  return (
    <Badge color={shipmentStatusColors[status]} variant="light">
      {t(`statuses.${status}`)}
    </Badge>
  );
}
