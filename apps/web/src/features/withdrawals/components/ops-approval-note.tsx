import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OpsWithdrawal } from '@cabinet/contracts/withdrawals-ops';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { paths } from '../../../shared/lib/paths.ts';

/** Where a payout above the threshold stands: waiting for a second operator (who asked), or refused and why. */
export function ApprovalNote({ withdrawal: w }: { withdrawal: OpsWithdrawal }) {
  const { t } = useTranslation('withdrawals');
  const a = w.approval;
  if (!a) return null;
  const name = (who: typeof a.requested_by) => who?.name || who?.email || '—';
  if (a.status === 'refused') {
    return (
      <Text size="xs" c="red.9" mt={4}>
        {t('ops.approval_refused', { name: name(a.decided_by), reason: a.refusal_reason ?? '' })}
      </Text>
    );
  }
  return (
    <>
      <Text size="xs" c="orange.9" mt={4}>
        {t('ops.awaiting_approval')}
      </Text>
      <Text size="xs" c="gray.7">
        {t('ops.approval_asked_by', { name: name(a.requested_by), date: formatDateTime(a.requested_at) })}
      </Text>
      <Anchor component={Link} to={paths.opsApprovals} size="xs">
        {t('ops.open_approvals')}
      </Anchor>
    </>
  );
}
