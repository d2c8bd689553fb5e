import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FeeCard } from '@cabinet/contracts/fee-cards';
import { useCan } from '../../../shared/session/permissions.tsx';
import { cardName, useFeeCardChanges } from './use-fee-card-changes.ts';

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
  const { setFrozen, askClose, busy } = useFeeCardChanges(card);
  const canChange = useCan('money.write');
  const canChangeActive = canChange && card.status === 'active';
  const canChangeFrozen = canChange && card.status === 'frozen';

  return (
    <Group gap={6} wrap="wrap" role="group" aria-label={t('cards.actions_of', { card: cardName(card) })}>
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
