import { useTranslation } from 'react-i18next';
import type { OpsWithdrawal } from '@cabinet/contracts/withdrawals-ops';
import { newIdempotencyKey } from '../../../shared/api/idempotency.ts';
import { formatMoney } from '../../../shared/lib/format.ts';
import { ask } from '../../../shared/ui/dialogs.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useOpsWithdrawalAction } from '../api/ops-withdrawals.ts';
import { reworded } from './problem.ts';

/** Pays a withdrawal after the operator confirms the amount and the seller; one key per confirmation. */
export function usePayWithdrawal() {
  const { t } = useTranslation('withdrawals');
  const act = useOpsWithdrawalAction();
  return async (w: OpsWithdrawal) => {
    const key = newIdempotencyKey();
    const answer = await ask({
      title: t('ops.pay_title', { id: w.id }),
      message: t('ops.pay_text', { amount: formatMoney(w.payout), seller: w.seller_email }),
      actions: [
        {
          label: t('ops.pay'),
          handler: () =>
            act
              .mutateAsync({ id: w.id, action: 'pay', key })
              .catch((error: unknown) => Promise.reject(reworded(error, t))),
        },
      ],
    });
    if (!answer) return;
    const done = answer.chosen as OpsWithdrawal;
    // Above the threshold nothing was paid: the payout now waits for a second operator.
    notifySuccess(t(done.status === 'paid' ? 'ops.paid' : 'ops.sent_for_approval', { id: w.id }));
  };
}
