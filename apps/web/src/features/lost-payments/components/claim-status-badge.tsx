import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClaimStatus } from '@cabinet/contracts/lost-payments';

const COLORS: Record<ClaimStatus, string> = { pending: 'yellow', approved: 'teal', rejected: 'red' };

/** §4 "Unidentified-payment claim request": under review, approved (credited), rejected. */
export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  const { t } = useTranslation('lost-payments');
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`claim_status.${status}`)}
    </Badge>
  );
}
