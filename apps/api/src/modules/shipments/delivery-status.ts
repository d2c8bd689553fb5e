import type { DeliveryStatus, ShipmentStatus } from '@cabinet/contracts/shipments';
import { isDeparted } from './type-paths.ts';

const returnedStatuses: readonly ShipmentStatus[] = [
  'customer_returned',
  'full_from_np',
  'partially_from_np',
  'customer_sent_back',
];

/**
 * The carrier's view (§3 "delivery status") after a move to `to`. Our status says where the parcel is in our
 * hands; this says what the carrier would answer on its tracking page: nothing before a label, "label created"
 * once there is a track, "in transit" from the moment a carrier takes it until it is delivered or comes back.
 * A frozen or address-changing parcel that a carrier holds is an exception until it moves again.
 */
export function deliveryStatusAfter(
  current: DeliveryStatus,
  to: ShipmentStatus,
  hasTrack: boolean,
  departed: boolean,
): DeliveryStatus {
  if (to === 'delivered') return 'delivered';
  if (returnedStatuses.includes(to)) return departed ? 'returned' : current;
  if (to === 'return_processed') return departed ? 'returned' : current;
  if (to === 'frozen' || to === 'prepare_addr_change') return departed ? 'exception' : current;
  if (isDeparted(to) || (departed && to !== 'customer_created')) return 'in_transit';
  return hasTrack ? 'label_created' : 'not_registered';
}
