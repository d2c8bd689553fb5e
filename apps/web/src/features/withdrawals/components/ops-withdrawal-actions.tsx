import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OpsWithdrawal } from '@cabinet/contracts/withdrawals-ops';

export type ReasonAction = 'reject' | 'needs-correction';

/**
 * A pending withdrawal can be paid (unless its payout already waits for approval) or sent back for correction; any
 * open one can be rejected.
 */
export function OpsWithdrawalActions({
  withdrawal: w,
  onPay,
  onReason,
}: {
  withdrawal: OpsWithdrawal;
  onPay(withdrawal: OpsWithdrawal): void;
  onReason(withdrawal: OpsWithdrawal, action: ReasonAction): void;
}) {
  const { t } = useTranslation('withdrawals');
  if (w.status !== 'pending' && w.status !== 'details_need_correction') return null;
  // A payout waiting for a second operator is decided on the approvals desk.
  const waiting = w.approval?.status === 'pending';
  return (
    <Group gap={6}>
      {w.status === 'pending' && !waiting && (
        <Button size="compact-sm" color="teal" onClick={() => onPay(w)}>
          {t('ops.pay')}
        </Button>
      )}
      {w.status === 'pending' && (
        <Button size="compact-sm" variant="light" color="orange" onClick={() => onReason(w, 'needs-correction')}>
          {t('ops.needs_correction')}
        </Button>
      )}
      <Button size="compact-sm" variant="subtle" color="red" onClick={() => onReason(w, 'reject')}>
        {t('ops.reject')}
      </Button>
    </Group>
  );
}
