import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StorageChargeStatus } from '@cabinet/contracts/warehouse-storage';

const COLORS: Record<StorageChargeStatus, string> = { paid: 'green', due: 'red' };

/** Paid from the balance, or due until the balance covers it. */
export function ChargeStatusBadge({ status }: { status: StorageChargeStatus }) {
  const { t } = useTranslation('warehouse-storage');
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
