import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FeeCardStatus } from '@cabinet/contracts/fee-cards';

const COLORS: Record<FeeCardStatus, string> = { issuing: 'yellow', active: 'teal', frozen: 'blue', closed: 'gray' };

export function FeeCardStatusBadge({ status }: { status: FeeCardStatus }) {
  const { t } = useTranslation('cashback');
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`cards.status.${status}`)}
    </Badge>
  );
}
