import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { returnStatusColors, type ReturnStatus } from '@cabinet/contracts/returns';

/** A return's status in the colour the seller's list and the ops desk share. */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const { t } = useTranslation('returns');
  return (
    <Badge color={returnStatusColors[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
