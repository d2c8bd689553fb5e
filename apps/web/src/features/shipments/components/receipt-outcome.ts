import type { TFunction } from 'i18next';
import type { Shipment } from '@cabinet/contracts/shipments';
import { formatMoney } from '../../../shared/lib/format.ts';

/** How a receipt ended: plainly received, re-priced, owing a difference, or held because its type does not take it. */
export type ReceiptOutcome = 'received' | 'requoted' | 'due' | 'held';

export function receiptOutcome(before: Shipment, after: Shipment): ReceiptOutcome {
  if (after.pending_action === 'fix_delivery') return 'held';
  if (after.payment_state === 'due') return 'due';
  return after.price.amount === before.price.amount ? 'received' : 'requoted';
}

export const outcomeColors: Record<ReceiptOutcome, string> = {
  received: 'green',
  requoted: 'blue',
  due: 'yellow',
  held: 'red',
};

/**
 * The outcome in words for the receiving list: where the parcel went, the new price, what is owed, or — for a held
 * parcel — why its delivery type does not take it (the tariffs' reason, never its code) and what happens next.
 */
export function receiptOutcomeText(t: TFunction, before: Shipment, after: Shipment): string {
  const status = t(`statuses.${after.status}`);
  switch (receiptOutcome(before, after)) {
    case 'held':
      return t('ops.receiving.outcome.held', {
        reason: t(`exclusions.${after.delivery_problem ?? 'not_offered'}`, { defaultValue: t('ops.receiving.unfit') }),
        type: after.delivery_type ? t(`delivery_types.${after.delivery_type}`) : '',
      });
    case 'due':
      return t('ops.receiving.outcome.due', { status, amount: after.amount_due ? formatMoney(after.amount_due) : '' });
    case 'requoted':
      return t('ops.receiving.outcome.requoted', {
        status,
        from: formatMoney(before.price),
        to: formatMoney(after.price),
      });
    default:
      return t('ops.receiving.outcome.received', { status });
  }
}
