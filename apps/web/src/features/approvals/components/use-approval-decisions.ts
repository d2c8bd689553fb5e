import { useTranslation } from 'react-i18next';
import type { OpsApproval } from '@cabinet/contracts/approvals';
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from '../../../shared/api/idempotency.ts';
import { formatMoney } from '../../../shared/lib/format.ts';
import { ask } from '../../../shared/ui/dialogs.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import type { ReasonRequest } from '../../../shared/ui/reason-dialog.tsx';
import { useDecideApproval } from '../api/approvals.ts';

/**
 * A second operator's decision: approval after a confirmation that says what will move (one Idempotency-Key per
 * confirmation: a retry after a lost answer replays it), refusal with a reason for the operator who asked — asked
 * for by the page's reason dialog.
 */
export function useApprovalDecisions(askReason: (request: ReasonRequest) => void) {
  const { t } = useTranslation('approvals');
  const decide = useDecideApproval();

  const approve = async (a: OpsApproval) => {
    const headers = { [IDEMPOTENCY_HEADER]: newIdempotencyKey() };
    const what = a.adjustment
      ? t(`ops.approve_${a.adjustment.direction}`, { reason: a.adjustment.reason })
      : t('ops.approve_payout');
    const answer = await ask({
      title: t('ops.approve_title', { amount: formatMoney(a.amount), seller: a.seller.name || a.seller.email }),
      message: what,
      actions: [
        {
          label: t('ops.approve'),
          color: 'teal',
          value: true,
          handler: () => decide.mutateAsync({ id: a.id, action: 'approve', headers }),
        },
      ],
    });
    if (answer) notifySuccess(t('ops.approved'));
  };

  const refuse = (a: OpsApproval) =>
    askReason({
      title: t('ops.refuse_title', { name: a.requested_by?.name || a.requested_by?.email || '' }),
      label: t('ops.refuse_label'),
      submit: t('ops.refuse'),
      run: async (reason) => {
        await decide.mutateAsync({ id: a.id, action: 'refuse', reason });
        notifySuccess(t('ops.refused'));
      },
    });

  return { approve, refuse };
}
