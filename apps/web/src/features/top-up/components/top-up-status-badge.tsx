import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TopUpStatus } from '@cabinet/contracts/top-up';

const COLORS: Record<TopUpStatus, string> = { pending: 'blue', paid: 'teal', declined: 'red', expired: 'gray' };

export function TopUpStatusBadge({ status }: { status: TopUpStatus }) {
  const { t } = useTranslation('top-up');
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
