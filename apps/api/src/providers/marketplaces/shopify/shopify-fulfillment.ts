import type { TrackingPush } from '../marketplace.ts';
import type { ShopifyFulfillmentOrder } from './shopify-queries.ts';

/*
 * Which fulfillment orders a tracking number goes to. An order's lines are split over fulfillment orders (one per
 * location, a part held for a fraud check or an unpaid balance, a part closed or fulfilled elsewhere); Shopify takes
 * a fulfillment only on open ones (OPEN, IN_PROGRESS) and refuses the whole request if one named is held or closed.
 * So the track goes to the open ones holding the pushed lines; when none does, the ones holding them are named, and
 * Shopify's refusal (`… has an unfulfillable status= on_hold.`) reaches the seller in its own words.
 */

const OPEN = new Set(['OPEN', 'IN_PROGRESS']);

export interface FulfillmentGroup {
  fulfillmentOrderId: string;
  fulfillmentOrderLineItems?: Array<{ id: string; quantity: number }>;
}

/** The lines of these fulfillment orders still to ship that the push names (all of them when it names none). */
function groupsFor(fulfillmentOrders: ShopifyFulfillmentOrder[], push: TrackingPush): FulfillmentGroup[] {
  const wanted = new Map(push.lines.map((line) => [line.externalId, line.quantity]));
  const groups: FulfillmentGroup[] = [];
  for (const fulfillmentOrder of fulfillmentOrders) {
    const open = fulfillmentOrder.lineItems.nodes.filter((line) => line.remainingQuantity > 0);
    const lines = open
      .map((line) => {
        const left = wanted.size === 0 ? line.remainingQuantity : (wanted.get(line.lineItem.id) ?? 0);
        const quantity = Math.min(left, line.remainingQuantity);
        if (wanted.size > 0) wanted.set(line.lineItem.id, left - quantity);
        return { id: line.id, quantity };
      })
      .filter((line) => line.quantity > 0);
    if (lines.length === 0) continue;
    const whole =
      lines.length === open.length && lines.every((line, i) => line.quantity === open[i]!.remainingQuantity);
    groups.push(
      whole
        ? { fulfillmentOrderId: fulfillmentOrder.id }
        : { fulfillmentOrderId: fulfillmentOrder.id, fulfillmentOrderLineItems: lines },
    );
  }
  return groups;
}

export function fulfillmentGroups(fulfillmentOrders: ShopifyFulfillmentOrder[], push: TrackingPush) {
  const open = groupsFor(
    fulfillmentOrders.filter((fulfillmentOrder) => OPEN.has(fulfillmentOrder.status)),
    push,
  );
  if (open.length > 0) return open;
  // Nothing open holds the lines (held, fulfilled already, cancelled): the ones that do are named, or all of them.
  const holding = fulfillmentOrders.filter((fulfillmentOrder) =>
    fulfillmentOrder.lineItems.nodes.some(
      (line) => push.lines.length === 0 || push.lines.some((pushed) => pushed.externalId === line.lineItem.id),
    ),
  );
  return (holding.length > 0 ? holding : fulfillmentOrders).map((fulfillmentOrder) => ({
    fulfillmentOrderId: fulfillmentOrder.id,
  }));
}
