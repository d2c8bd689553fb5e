import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WithdrawalStatus } from '@cabinet/contracts/withdrawals';

const COLORS: Record<WithdrawalStatus, string> = {
  pending: 'blue',
  details_need_correction: 'orange',
  paid: 'teal',
  rejected: 'red',
  cancelled: 'gray',
};

export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation('withdrawals');
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
