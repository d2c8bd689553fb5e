import { z } from 'zod';

/** §4 Shipment statuses. Each has a colour (`shipmentStatusColors`). */
export const shipmentStatuses = [
  'customer_created',
  'customer_sent',
  'delivered',
  'frozen',
  'in_svh',
  'in_transit_warehouse',
  'in_ua_warehouse',
  'svh_process',
  'transit_ua_buyer',
  'transit_ua_usa',
  'transit_usa_buyer',
  'transit_buyer_usa',
  'addr_change_complete',
  'customer_returned',
  'customer_sent_back',
  'full_from_np',
  'leave_usa',
  'partially_from_np',
  'prepare_addr_change',
  'return_processed',
] as const;
export type ShipmentStatus = (typeof shipmentStatuses)[number];
export const shipmentStatusSchema = z.enum(shipmentStatuses);

/** Mantine colour names; the same badge colour on the seller's list and the operator's desk. */
export const shipmentStatusColors: Record<ShipmentStatus, string> = {
  customer_created: 'gray',
  customer_sent: 'blue',
  in_ua_warehouse: 'indigo',
  transit_ua_buyer: 'cyan',
  transit_ua_usa: 'cyan',
  in_svh: 'violet',
  svh_process: 'violet',
  in_transit_warehouse: 'indigo',
  transit_usa_buyer: 'teal',
  leave_usa: 'teal',
  transit_buyer_usa: 'cyan',
  delivered: 'green',
  frozen: 'red',
  prepare_addr_change: 'yellow',
  addr_change_complete: 'lime',
  customer_returned: 'orange',
  customer_sent_back: 'orange',
  full_from_np: 'grape',
  partially_from_np: 'grape',
  return_processed: 'dark',
};

/**
 * The state machine (docs/shipments.md): from each status, where an operator (or the sandbox job) may move a
 * shipment. `frozen` is entered from any live status and left back to the status it was frozen in (the service
 * checks that); final statuses have no way out. Leaving for a carrier (`transit_*`, `leave_usa`) captures the
 * price held at creation.
 */
export const shipmentTransitions: Record<ShipmentStatus, readonly ShipmentStatus[]> = {
  customer_created: [
    'customer_sent',
    'in_ua_warehouse',
    'in_transit_warehouse',
    'transit_usa_buyer',
    'transit_buyer_usa',
    'frozen',
  ],
  customer_sent: ['in_ua_warehouse', 'in_transit_warehouse', 'frozen'],
  in_ua_warehouse: ['transit_ua_buyer', 'transit_ua_usa', 'customer_sent_back', 'frozen'],
  transit_ua_usa: ['in_svh', 'in_transit_warehouse', 'customer_returned', 'frozen'],
  in_svh: ['svh_process', 'frozen'],
  svh_process: ['in_transit_warehouse', 'customer_returned', 'frozen'],
  in_transit_warehouse: ['transit_usa_buyer', 'leave_usa', 'prepare_addr_change', 'return_processed', 'frozen'],
  transit_usa_buyer: ['delivered', 'customer_returned', 'prepare_addr_change', 'frozen'],
  leave_usa: ['delivered', 'customer_returned', 'frozen'],
  transit_ua_buyer: ['delivered', 'customer_returned', 'prepare_addr_change', 'frozen'],
  transit_buyer_usa: ['in_transit_warehouse', 'frozen'],
  prepare_addr_change: ['addr_change_complete', 'frozen'],
  addr_change_complete: ['transit_usa_buyer', 'transit_ua_buyer', 'delivered', 'frozen'],
  customer_returned: ['full_from_np', 'partially_from_np', 'return_processed', 'customer_sent_back', 'frozen'],
  full_from_np: ['return_processed', 'customer_sent_back'],
  partially_from_np: ['return_processed', 'customer_sent_back'],
  customer_sent_back: [],
  frozen: [],
  delivered: [],
  return_processed: [],
};

/** Statuses in which the shipment has left with a carrier: entering the first of them captures the held price. */
export const departedStatuses = [
  'transit_ua_buyer',
  'transit_ua_usa',
  'transit_usa_buyer',
  'leave_usa',
  'transit_buyer_usa',
] as const satisfies readonly ShipmentStatus[];

/** Entering these before the shipment left gives the held price back to the seller's balance. */
export const releasingStatuses: readonly ShipmentStatus[] = ['customer_sent_back', 'return_processed'];

/** A carrier's view of the parcel, beside our status (§3 "delivery status"). */
export const deliveryStatuses = [
  'not_registered',
  'label_created',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'returned',
  'exception',
] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];
