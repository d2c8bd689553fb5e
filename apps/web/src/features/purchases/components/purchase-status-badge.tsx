import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { purchaseStatusColors, type PurchaseStatus } from '@cabinet/contracts/purchases';

/** A §4 purchase status by its translated name and colour (`incoming` reads "new"). */
export function PurchaseStatusBadge({ status }: { status: PurchaseStatus }) {
  const { t } = useTranslation('purchases');
  return (
    <Badge color={purchaseStatusColors[status]} variant="light">
      {t(`statuses.${status}`)}
    </Badge>
  );
}
