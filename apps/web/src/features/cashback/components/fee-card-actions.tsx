import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FeeCard } from '@cabinet/contracts/fee-cards';
import { useIdempotencyKey } from '../../../shared/api/idempotency.ts';
import { formatMoney } from '../../../shared/lib/format.ts';
import { confirm, DialogCancelled } from '../../../shared/ui/dialogs.tsx';
import { useCan } from '../../../shared/session/permissions.tsx';
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

/**
 * What may be done with a card: top up (dialog), freeze or unfreeze, close, see its transactions. The changes need
 * `money.write`, as their routes do (issue 12); without it only the transactions are offered.
 */
export function FeeCardActions({
  card,
  onTopUp,
  onTransactions,
}: {
  card: FeeCard;
  onTopUp: () => void;
  onTransactions: () => void;
}) {
  const { t } = useTranslation('cashback');
  const freeze = useFreezeFeeCard();
  const close = useCloseFeeCard();
  const closing = useIdempotencyKey();
  const name = card.number_masked ? `${card.label} ${card.number_masked}` : card.label;
  const busy = freeze.isPending || close.isPending;
  const canChange = useCan('money.write');
  const canChangeActive = canChange && card.status === 'active';
  const canChangeFrozen = canChange && card.status === 'frozen';

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

  return (
    <Group gap={6} wrap="wrap" role="group" aria-label={t('cards.actions_of', { card: name })}>
      {canChangeActive && (
        <Button size="compact-sm" variant="light" disabled={busy} onClick={onTopUp}>
          {t('cards.top_up')}
        </Button>
      )}
      {canChangeActive && (
        <Button size="compact-sm" variant="light" color="blue" disabled={busy} onClick={() => void setFrozen(true)}>
          {t('cards.freeze')}
        </Button>
      )}
      {canChangeFrozen && (
        <Button size="compact-sm" variant="light" color="teal" disabled={busy} onClick={() => void setFrozen(false)}>
          {t('cards.unfreeze')}
        </Button>
      )}
      <Button size="compact-sm" variant="subtle" onClick={onTransactions}>
        {t('cards.transactions')}
      </Button>
      {(canChangeActive || canChangeFrozen) && (
        <Button size="compact-sm" variant="subtle" color="red" disabled={busy} onClick={() => void askClose()}>
          {t('cards.close')}
        </Button>
      )}
    </Group>
  );
}
