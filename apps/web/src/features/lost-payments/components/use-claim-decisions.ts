import { useTranslation } from 'react-i18next';
import type { OpsClaim } from '@cabinet/contracts/lost-payments';
import { useIdempotencyKey } from '../../../shared/api/idempotency.ts';
import { formatMoney } from '../../../shared/lib/format.ts';
import { ask } from '../../../shared/ui/dialogs.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import type { ReasonRequest } from '../../../shared/ui/reason-dialog.tsx';
import { useDecideClaim } from '../api/ops-lost-payments.ts';

/**
 * The operator's decision on a claim: approval after a confirmation (it credits the money, so it carries an
 * Idempotency-Key), rejection with a reason the seller will read — asked for by the page's reason dialog.
 */
export function useClaimDecisions(askReason: (request: ReasonRequest) => void) {
  const { t } = useTranslation('lost-payments');
  const decide = useDecideClaim();
  const approval = useIdempotencyKey();

  const approve = async (claim: OpsClaim) => {
    const answer = await ask({
      title: t('ops.approve_title', { amount: formatMoney(claim.payment.amount), seller: claim.seller_name }),
      message: t('ops.approve_text'),
      actions: [
        {
          label: t('ops.approve'),
          color: 'teal',
          value: true,
          handler: () => decide.mutateAsync({ id: claim.id, action: 'approve', headers: approval.headers }),
        },
      ],
    });
    if (!answer) return;
    approval.renew();
    notifySuccess(t('ops.approved'));
  };

  const reject = (claim: OpsClaim) =>
    askReason({
      title: t('ops.reject_title', { seller: claim.seller_name }),
      label: t('ops.reason'),
      submit: t('ops.reject'),
      run: async (reason) => {
        await decide.mutateAsync({ id: claim.id, action: 'reject', reason });
        notifySuccess(t('ops.rejected'));
      },
    });

  return { approve, reject };
}
