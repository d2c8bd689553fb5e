import type { TFunction } from 'i18next';
import type { BulkMoveResult } from '@cabinet/contracts/shipments-ops';
import { formatMoney } from '../../../shared/lib/format.ts';

/** Refusals the desk words itself (the others keep the server's words, already in the operator's language). */
const worded = new Set([
  'not_received',
  'delivery_unfit',
  'payment_due',
  'invalid_transition',
  'receipt_required',
  'label_not_bought',
  'bulk_parcel_moves_with_master',
  'not_found',
]);

/**
 * One shipment's outcome of a bulk move in words: where it went, or why it stayed — not received yet, held because
 * its delivery type does not take it (and why), a difference unpaid, a move its route does not have.
 */
export function bulkOutcomeText(t: TFunction, result: BulkMoveResult): string {
  const s = result.shipment;
  if (result.outcome === 'moved') return t('ops.bulk.moved', { status: s ? t(`statuses.${s.status}`) : '' });
  const code = result.code ?? '';
  if (!worded.has(code)) return t('ops.bulk.refused_other', { reason: result.message ?? t('ops.bulk.failed') });
  return t(`ops.bulk.refused.${code}`, {
    status: s ? t(`statuses.${s.status}`) : '',
    reason: s?.delivery_problem
      ? t(`exclusions.${s.delivery_problem}`, { defaultValue: t('ops.receiving.unfit') })
      : t('ops.receiving.unfit'),
    amount: s?.amount_due ? formatMoney(s.amount_due) : '',
  });
}
