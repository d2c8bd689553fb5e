import { useTranslation } from 'react-i18next';
import type { OpsTopUp } from '@cabinet/contracts/top-up';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from '../../../shared/api/idempotency.ts';
import { confirm, DialogCancelled } from '../../../shared/ui/dialogs.tsx';
import { notifyError, notifySuccess } from '../../../shared/ui/notify.ts';
import { useConfirmTransfer } from '../api/ops-top-ups.ts';
import { moneyText } from './money-text.ts';

/**
 * An operator confirms a bank transfer once the money is in the account: asked first (amount, seller, reference),
 * then credited; `confirming` names the top-up being confirmed.
 */
export function useConfirmTransferFlow() {
  const { t } = useTranslation('top-up');
  const confirmTransfer = useConfirmTransfer();

  const onConfirm = async (row: OpsTopUp) => {
    try {
      await confirm({
        title: t('ops.confirm_title'),
        message: t('ops.confirm_text', {
          amount: moneyText(row.total),
          seller: row.seller_name || row.seller_email,
          reference: row.reference,
        }),
        actions: [{ label: t('ops.confirm'), value: true }],
      });
    } catch (error) {
      if (error instanceof DialogCancelled) return;
      throw error;
    }
    confirmTransfer.mutate(
      { id: row.id, headers: { [IDEMPOTENCY_HEADER]: newIdempotencyKey() } },
      {
        onSuccess: () => notifySuccess(t('ops.confirmed', { reference: row.reference })),
        onError: (error) => notifyError(errorMessage(error, t)),
      },
    );
  };

  const confirming = (row: OpsTopUp) => confirmTransfer.isPending && confirmTransfer.variables?.id === row.id;
  return { onConfirm, confirming };
}
