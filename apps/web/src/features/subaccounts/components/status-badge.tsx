import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SubaccountStatus } from '@cabinet/contracts/subaccounts';

const COLORS: Record<SubaccountStatus, string> = { invited: 'blue', active: 'teal', disabled: 'gray' };

export function StatusBadge({ status }: { status: SubaccountStatus }) {
  const { t } = useTranslation('subaccounts');
  const labels: Record<SubaccountStatus, string> = {
    invited: t('status.invited'),
    active: t('status.active'),
    disabled: t('status.disabled'),
  };
  return (
    <Badge color={COLORS[status]} variant="light">
      {labels[status]}
    </Badge>
  );
}
