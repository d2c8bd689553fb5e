import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { shipmentStatusColors, type ShipmentStatus } from '@cabinet/contracts/shipments';

/** A shipment status in its contract colour (the same on the seller's list and the operator's desk) and words. */
export function ShipmentStatusBadge({ status }: { status: ShipmentStatus }) {
  const { t } = useTranslation('shipments');
  return (
    <Badge color={shipmentStatusColors[status]} variant="light" style={{ whiteSpace: 'normal' }}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}
