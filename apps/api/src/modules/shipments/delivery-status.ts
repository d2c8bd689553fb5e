import type { DeliveryStatus, ShipmentStatus } from '@cabinet/contracts/shipments';
import { isDeparted } from './type-paths.ts';

const returnedStatuses: readonly ShipmentStatus[] = [
  'customer_returned',
  'full_from_np',
  'partially_from_np',
  'customer_sent_back',
  'return_processed',
];
const warehouseStatuses: readonly ShipmentStatus[] = ['in_ua_warehouse', 'in_transit_warehouse'];

export interface DeliveryMove {
  current: DeliveryStatus;
  to: ShipmentStatus;
  /** Whether the parcel has a carrier's track (after this move). */
  hasTrack: boolean;
  /** Whether a carrier has had the parcel before this move (it is in transit, held or back). */
  onTheRoad: boolean;
  /** The carrier's journey ends at our warehouse (a return label): arriving there is its delivery. */
  endsAtWarehouse: boolean;
}

/**
 * The carrier's view (§3 "delivery status") after a move. Our status says where the parcel is in our hands; this
 * says what the carrier's tracking page would answer: nothing before a label, "label created" once there is a track,
 * "in transit" while a carrier has it, back to "label created" / "not registered" when it reaches one of our
 * warehouses and waits for its next leg, "delivered" at the end, "returned" when a parcel that left comes back, and
 * "exception" while a parcel on the road is frozen or re-addressed, until it moves again.
 */
export function deliveryStatusAfter(move: DeliveryMove): DeliveryStatus {
  const { current, to, hasTrack, onTheRoad, endsAtWarehouse } = move;
  const waiting: DeliveryStatus = hasTrack ? 'label_created' : 'not_registered';
  if (to === 'delivered') return 'delivered';
  if (returnedStatuses.includes(to)) return onTheRoad ? 'returned' : current;
  if (to === 'frozen' || to === 'prepare_addr_change') return onTheRoad ? 'exception' : current;
  if (warehouseStatuses.includes(to)) return endsAtWarehouse && onTheRoad ? 'delivered' : waiting;
  if (isDeparted(to) || onTheRoad) return 'in_transit';
  return waiting;
}
