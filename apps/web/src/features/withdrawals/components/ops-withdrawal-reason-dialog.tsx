import { useTranslation } from 'react-i18next';
import type { OpsWithdrawal } from '@cabinet/contracts/withdrawals-ops';
import { DialogFrame } from '../../../shared/ui/dialog-frame.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useOpsWithdrawalAction } from '../api/ops-withdrawals.ts';
import type { ReasonAction } from './ops-withdrawal-actions.tsx';
import { OpsReasonForm } from './ops-reason-form.tsx';

export interface WithdrawalReasonRequest {
  withdrawal: OpsWithdrawal;
  action: ReasonAction;
}

/** Rejecting a withdrawal or asking for corrected requisites takes a reason the seller will read. */
export function OpsWithdrawalReasonDialog({
  request,
  onClose,
}: {
  request: WithdrawalReasonRequest | null;
  onClose(): void;
}) {
  const { t } = useTranslation('withdrawals');
  const act = useOpsWithdrawalAction();
  const reject = request?.action === 'reject';
  return (
    <DialogFrame
      opened={request !== null}
      onClose={onClose}
      title={request ? t(reject ? 'ops.reject_title' : 'ops.correction_title', { id: request.withdrawal.id }) : ''}
    >
      {request && (
        <OpsReasonForm
          text={t(reject ? 'ops.reject_text' : 'ops.correction_text')}
          submitLabel={t(reject ? 'ops.reject' : 'ops.needs_correction')}
          danger={reject}
          onCancel={onClose}
          onSubmit={async (reason, key) => {
            await act.mutateAsync({ id: request.withdrawal.id, action: request.action, reason, key });
            notifySuccess(t(reject ? 'ops.rejected' : 'ops.correction_sent', { id: request.withdrawal.id }));
            onClose();
          }}
        />
      )}
    </DialogFrame>
  );
}
