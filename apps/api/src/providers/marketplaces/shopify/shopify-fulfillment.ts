import { MarketplaceError, type TrackingPush } from '../marketplace.ts';
import type { ShopifyFulfillmentOrder } from './shopify-queries.ts';

/*
 * Which fulfillment-order line items a parcel is. An order's lines are split over fulfillment orders (one per
 * location, a part held for a fraud check or an unpaid balance, a part closed or fulfilled elsewhere); Shopify takes
 * a fulfillment only on open ones (OPEN, IN_PROGRESS), and refuses the whole request if one named is held or closed
 * or is asked more than a line item has left. Each line of the parcel is taken, in the parcel's quantity, from the
 * open fulfillment orders holding it. What they cannot give is asked of the fulfillment order that holds the line
 * (held, closed, or with too little left), so that Shopify refuses the parcel in its own words (`… has an
 * unfulfillable status= on_hold.`, `Invalid fulfillment order line item quantity requested.`) instead of a part of
 * it being fulfilled under this number, or the lines of another parcel going with it.
 */

const OPEN = new Set(['OPEN', 'IN_PROGRESS']);

export interface FulfillmentGroup {
  fulfillmentOrderId: string;
  fulfillmentOrderLineItems: Array<{ id: string; quantity: number }>;
}

type Holding = { fulfillmentOrder: ShopifyFulfillmentOrder; item: { id: string; remainingQuantity: number } };

export function fulfillmentGroups(fulfillmentOrders: ShopifyFulfillmentOrder[], push: TrackingPush) {
  const groups = new Map<string, Map<string, number>>();
  const ask = ({ fulfillmentOrder, item }: Holding, quantity: number) => {
    const lines = groups.get(fulfillmentOrder.id) ?? new Map<string, number>();
    groups.set(fulfillmentOrder.id, lines.set(item.id, (lines.get(item.id) ?? 0) + quantity));
  };
  for (const line of push.lines) {
    const holding: Holding[] = fulfillmentOrders.flatMap((fulfillmentOrder) =>
      fulfillmentOrder.lineItems.nodes
        .filter((item) => item.lineItem.id === line.externalId)
        .map((item) => ({ fulfillmentOrder, item })),
    );
    if (holding.length === 0) {
      throw new MarketplaceError('invalid', `Line item ${line.externalId} is not in this order at Shopify`);
    }
    let left = line.quantity;
    for (const place of holding) {
      const quantity = OPEN.has(place.fulfillmentOrder.status) ? Math.min(left, place.item.remainingQuantity) : 0;
      if (quantity === 0) continue;
      ask(place, quantity);
      left -= quantity;
    }
    // More than the open parts have left: asked where the line is held or closed (else of the last open part).
    if (left > 0) ask(holding.find((place) => !OPEN.has(place.fulfillmentOrder.status)) ?? holding.at(-1)!, left);
  }
  return [...groups].map(([fulfillmentOrderId, lines]): FulfillmentGroup => ({
    fulfillmentOrderId,
    fulfillmentOrderLineItems: [...lines].map(([id, quantity]) => ({ id, quantity })),
  }));
}
