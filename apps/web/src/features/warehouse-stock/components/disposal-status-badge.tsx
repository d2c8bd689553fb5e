import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { disposalStatusColors, type DisposalStatus } from '@cabinet/contracts/disposal';
import { useDisposalStatuses } from '../api/disposal.ts';

/** A disposal request's status, named as the API names it in the interface language (§7 statuses). */
export function DisposalStatusBadge({ status }: { status: DisposalStatus }) {
  const { t } = useTranslation('warehouse-stock');
  const statuses = useDisposalStatuses();
  // Until the API's names arrive, the catalogue's own.
  const label = statuses.data?.statuses.find((s) => s.status === status)?.label ?? t(`disposal_status.${status}`);
  return (
    <Badge color={disposalStatusColors[status]} variant="light">
      {label}
    </Badge>
  );
}
