import type { TFunction } from 'i18next';
import { departedStatuses, releasingStatuses, type Shipment, type ShipmentStatus } from '@cabinet/contracts/shipments';
import { formatMoney } from '../../../shared/lib/format.ts';

const departs = (s: ShipmentStatus) => (departedStatuses as readonly ShipmentStatus[]).includes(s);

/**
 * What a move does, in words, for the dialog that asks first (issue 23): where the shipment goes, what happens to the
 * money held for it (leaving charges it; sent back before leaving gives it back), that the seller is told, and that a
 * move is not undone.
 */
export function moveConsequences(t: TFunction, shipment: Shipment, to: ShipmentStatus): string[] {
  const name = (s: ShipmentStatus) => t(`statuses.${s}`);
  const lines = [t('ops.move.confirm_text', { from: name(shipment.status), to: name(to) })];
  if (departs(to) && shipment.payment_state === 'held') {
    lines.push(t('ops.move.confirm_charge', { price: formatMoney(shipment.price) }));
  } else if (
    releasingStatuses.includes(to) &&
    (shipment.payment_state === 'held' || shipment.payment_state === 'due')
  ) {
    lines.push(t('ops.move.confirm_release'));
  }
  lines.push(t('ops.move.confirm_final'));
  return lines;
}
