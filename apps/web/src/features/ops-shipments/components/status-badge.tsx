import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { shipmentStatusColors, type ShipmentStatus } from '@cabinet/contracts/shipments';

/**
 * A status in its contract colour and in the same words the seller reads: the names come from the shipments
 * namespace, which the desk's routes load beside their own (one wording of the statuses for both sides).
 */
export function StatusBadge({ status }: { status: ShipmentStatus }) {
  const { t } = useTranslation('shipments');
  return (
    <Badge color={shipmentStatusColors[status]} variant="light" style={{ whiteSpace: 'normal' }}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}
