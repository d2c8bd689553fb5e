import { gid, legacyIdOf, type Json } from './order-body.ts';
import { refundLines } from './order-money.ts';

/*
 * What happens to a Shopify order when it is fulfilled or cancelled, as pure functions over the stored Order: the
 * mutations apply them, and the seed applies the same ones so a seeded shop's history is one the API could have made.
 * Refusals carry Shopify's own words.
 */

export interface FulfillmentRequest {
  fulfillmentOrderId: string;
  /** null: every line the fulfillment order still has to ship. */
  lines: Array<{ id: string; quantity: number }> | null;
}

export interface Tracking {
  company: string | null;
  number: string | null;
  url: string | null;
}

type Node = Json & { id: string };
const nodesOf = (connection: unknown) => (connection as { nodes: Node[] }).nodes;
const OPEN_STATUSES = new Set(['OPEN', 'IN_PROGRESS']);

export type FulfillOutcome = { refused: string } | { order: Json; fulfillment: Json; complete: boolean };

export function fulfill(stored: Json, requests: FulfillmentRequest[], tracking: Tracking, at: Date): FulfillOutcome {
  const order = structuredClone(stored);
  const fulfillmentOrders = nodesOf(order.fulfillmentOrders);
  const shipped: Array<{ line: Node; quantity: number }> = [];
  for (const request of requests) {
    const fulfillmentOrder = fulfillmentOrders.find((fo) => fo.id === request.fulfillmentOrderId);
    if (!fulfillmentOrder) return { refused: 'Fulfillment order does not exist.' };
    const status = String(fulfillmentOrder.status);
    if (!OPEN_STATUSES.has(status)) {
      return {
        refused: `Fulfillment order ${legacyIdOf(fulfillmentOrder.id)} has an unfulfillable status= ${status.toLowerCase()}.`,
      };
    }
    const lines = nodesOf(fulfillmentOrder.lineItems);
    const wanted =
      request.lines ??
      lines
        .filter((l) => Number(l.remainingQuantity) > 0)
        .map((l) => ({ id: l.id, quantity: Number(l.remainingQuantity) }));
    for (const { id, quantity } of wanted) {
      const line = lines.find((l) => l.id === id);
      if (!line || !Number.isInteger(quantity) || quantity <= 0 || quantity > Number(line.remainingQuantity)) {
        return { refused: 'Invalid fulfillment order line item quantity requested.' };
      }
      line.remainingQuantity = Number(line.remainingQuantity) - quantity;
      shipped.push({ line, quantity });
    }
    fulfillmentOrder.status = lines.every((l) => l.remainingQuantity === 0) ? 'CLOSED' : 'IN_PROGRESS';
  }
  const fulfillments = order.fulfillments as Json[];
  const orderId = legacyIdOf(String(order.id));
  const fulfillment: Json = {
    __typename: 'Fulfillment',
    id: gid('Fulfillment', orderId * 10 + fulfillments.length + 1),
    name: `${String(order.name)}-F${fulfillments.length + 1}`,
    status: 'SUCCESS',
    displayStatus: 'FULFILLED',
    createdAt: at.toISOString(),
    updatedAt: at.toISOString(),
    trackingInfo: [{ __typename: 'FulfillmentTrackingInfo', ...tracking }],
    fulfillmentLineItems: {
      __typename: 'FulfillmentLineItemConnection',
      nodes: shipped.map(({ line, quantity }) => ({
        __typename: 'FulfillmentLineItem',
        id: gid('FulfillmentLineItem', legacyIdOf(line.id)),
        quantity,
        lineItem: line.lineItem,
      })),
    },
  };
  fulfillments.push(fulfillment);
  const complete = fulfillmentOrders.every((fo) => fo.status === 'CLOSED');
  order.displayFulfillmentStatus = complete ? 'FULFILLED' : 'PARTIALLY_FULFILLED';
  order.updatedAt = at.toISOString();
  return { order, fulfillment, complete };
}

export type CancelOutcome = { refused: { message: string; code: 'INVALID' } } | { order: Json };

const ACTIVE_RETURNS = new Set(['RETURN_REQUESTED', 'IN_PROGRESS']);

export function cancel(stored: Json, reason: string, refund: boolean, at: Date): CancelOutcome {
  if (stored.cancelledAt) return { refused: { message: 'Order has already been cancelled', code: 'INVALID' } };
  if (ACTIVE_RETURNS.has(String(stored.returnStatus))) {
    return { refused: { message: 'Cannot cancel an order with an active return', code: 'INVALID' } };
  }
  // A captured payment refunded gives back every line (and the shipping): the order's current sums fall to zero.
  const order =
    refund && stored.displayFinancialStatus === 'PAID' ? refundLines(stored, null, at) : structuredClone(stored);
  const when = at.toISOString();
  Object.assign(order, { cancelledAt: when, cancelReason: reason, closed: true, closedAt: when, updatedAt: when });
  // A captured payment is refunded when asked to; an uncaptured one (pending, authorized) is voided either way.
  if (!['PAID', 'REFUNDED'].includes(String(order.displayFinancialStatus))) order.displayFinancialStatus = 'VOIDED';
  for (const fulfillmentOrder of nodesOf(order.fulfillmentOrders)) fulfillmentOrder.status = 'CLOSED';
  return { order };
}

/** The buyer asked to send the goods back (seeded only: returns are opened by buyers, not through our calls). */
export function openReturn(stored: Json, at: Date): Json {
  return { ...stored, returnStatus: 'IN_PROGRESS', updatedAt: at.toISOString() };
}
