import { useTranslation } from 'react-i18next';
import type { FeeCard } from '@cabinet/contracts/fee-cards';
import { useIdempotencyKey } from '../../../shared/api/idempotency.ts';
import { formatMoney } from '../../../shared/lib/format.ts';
import { confirm, DialogCancelled } from '../../../shared/ui/dialogs.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useCloseFeeCard, useFreezeFeeCard } from '../api/change-fee-card.ts';
import { reworded } from './problem.ts';

/** Ask, then act; a refusal stays in the dialog, worded by this feature. Resolves false when cancelled. */
async function confirmed(options: Parameters<typeof confirm>[0]): Promise<boolean> {
  try {
    await confirm(options);
    return true;
  } catch (error) {
    if (error instanceof DialogCancelled) return false;
    throw error;
  }
}

/** A card's name in the dialogs: its label and, once issued, its masked number. */
export const cardName = (card: FeeCard) => (card.number_masked ? `${card.label} ${card.number_masked}` : card.label);

/** Freezing, unfreezing and closing a card, each after a confirmation; closing carries an Idempotency-Key. */
export function useFeeCardChanges(card: FeeCard) {
  const { t } = useTranslation('cashback');
  const freeze = useFreezeFeeCard();
  const close = useCloseFeeCard();
  const closing = useIdempotencyKey();
  const name = cardName(card);

  const setFrozen = async (frozen: boolean) => {
    const key = frozen ? 'freeze' : 'unfreeze';
    const done = await confirmed({
      title: t(`${key}.title`, { card: name }),
      message: t(`${key}.text`),
      actions: [
        {
          label: t(`${key}.confirm`),
          code: key,
          handler: () =>
            freeze.mutateAsync({ id: card.id, frozen }).catch((error: unknown) => Promise.reject(reworded(error, t))),
        },
      ],
    });
    if (done) notifySuccess(t(`${key}.done`, { card: card.label }));
  };

  const askClose = async () => {
    const done = await confirmed({
      title: t('close.title', { card: name }),
      message: t('close.text', { balance: formatMoney(card.balance) }),
      actions: [
        {
          label: t('close.confirm'),
          code: 'close',
          color: 'red',
          handler: () =>
            close
              .mutateAsync({ id: card.id, headers: closing.headers })
              .catch((error: unknown) => Promise.reject(reworded(error, t))),
        },
      ],
    });
    if (done) {
      closing.renew();
      notifySuccess(t('close.done', { card: card.label }));
    }
  };

  return { setFrozen, askClose, busy: freeze.isPending || close.isPending };
}
