import {
  CANCEL_REASONS as MARKET_CANCEL_REASONS,
  CARRIER_CODES as MARKET_CARRIERS,
  isCarrierCode as isMarketCarrier,
  problem,
  type FieldError,
  type Problem,
} from './definition.ts';
import type { Order as MarketOrder, OrderShipment as MarketShipment } from './order.ts';

/*
 * The market's rules for the two writes: a shipment (`POST /v1/orders/{id}/shipments`) and a seller's cancellation
 * (`POST /v1/orders/{id}/cancel`). The body is checked first (422 with every field at fault), then the order's state
 * (409). What they change is worked out here; the routes store it.
 */

const TRACKING_NUMBER = /^[A-Za-z0-9-]{4,40}$/;

type Body = Record<string, unknown>;
const isObject = (value: unknown): value is Body =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const notAnObject = () => problem('malformed-request', 400, 'The body must be a JSON object.');

const invalidBody = (errors: FieldError[]) =>
  problem('validation-failed', 422, errors.map((e) => e.detail).join(' '), errors);

/** What earlier parcels carry of each line. */
function shippedOf(order: MarketOrder): Map<string, number> {
  const shipped = new Map<string, number>();
  for (const item of order.shipments.flatMap((s) => s.items)) {
    shipped.set(item.line_id, (shipped.get(item.line_id) ?? 0) + item.quantity);
  }
  return shipped;
}

function itemErrors(order: MarketOrder, items: unknown): FieldError[] {
  if (!Array.isArray(items) || items.length === 0) {
    return [{ pointer: '/items', code: 'invalid', detail: 'items must be a non-empty array, or left out.' }];
  }
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const shipped = shippedOf(order);
  items.forEach((item: unknown, index) => {
    const at = `/items/${index}`;
    const { line_id: lineId, quantity } = isObject(item) ? item : {};
    const line = order.lines.find((l) => l.id === lineId);
    if (!line) {
      errors.push({ pointer: `${at}/line_id`, code: 'unknown', detail: `No line ${String(lineId)} in this order.` });
      return;
    }
    if (seen.has(line.id)) errors.push({ pointer: `${at}/line_id`, code: 'duplicate', detail: `${line.id} twice.` });
    seen.add(line.id);
    if (!Number.isInteger(quantity) || (quantity as number) < 1) {
      errors.push({ pointer: `${at}/quantity`, code: 'invalid', detail: 'quantity must be a positive integer.' });
    } else if ((quantity as number) > line.quantity - (shipped.get(line.id) ?? 0)) {
      const left = line.quantity - (shipped.get(line.id) ?? 0);
      errors.push({
        pointer: `${at}/quantity`,
        code: 'too_large',
        detail: `Line ${line.id} has ${left} of ${line.quantity} left to ship.`,
      });
    }
  });
  return errors;
}

export interface ShipmentInput {
  carrier: string;
  trackingNumber: string;
  trackingUrl: string | null;
  items: Array<{ line_id: string; quantity: number }> | null;
}

/** The shipment the body asks for, or the problem with it or with the order's state. */
export function shipmentOf(order: MarketOrder, body: unknown): ShipmentInput | { refused: Problem } {
  if (!isObject(body)) return { refused: notAnObject() };
  const errors: FieldError[] = [];
  const { carrier, tracking_number: trackingNumber, tracking_url: trackingUrl, items } = body;
  if (carrier === undefined || carrier === '') {
    errors.push({ pointer: '/carrier', code: 'required', detail: 'carrier is required.' });
  } else if (typeof carrier !== 'string' || !isMarketCarrier(carrier)) {
    errors.push({
      pointer: '/carrier',
      code: 'unsupported',
      detail: `carrier must be one of ${MARKET_CARRIERS.join(', ')}.`,
    });
  }
  if (trackingNumber === undefined || trackingNumber === '') {
    errors.push({ pointer: '/tracking_number', code: 'required', detail: 'tracking_number is required.' });
  } else if (typeof trackingNumber !== 'string' || !TRACKING_NUMBER.test(trackingNumber)) {
    errors.push({
      pointer: '/tracking_number',
      code: 'invalid',
      detail: 'tracking_number is 4 to 40 Latin letters, digits and hyphens.',
    });
  }
  if (trackingUrl !== undefined && trackingUrl !== null && !/^https?:\/\/\S+$/.test(String(trackingUrl))) {
    errors.push({ pointer: '/tracking_url', code: 'invalid', detail: 'tracking_url must be an http(s) URL.' });
  }
  if (items !== undefined) errors.push(...itemErrors(order, items));
  if (errors.length > 0) return { refused: invalidBody(errors) };

  const conflict = (detail: string) => ({ refused: problem('order-state-conflict', 409, detail) });
  if (order.status === 'awaiting_payment') return conflict(`Order ${order.number} is awaiting payment.`);
  if (order.status === 'cancelled') return conflict(`Order ${order.number} is cancelled.`);
  if (order.status === 'delivered') return conflict(`Order ${order.number} is already delivered.`);
  if (items === undefined && leftToShip(order).length === 0) {
    return conflict(`Order ${order.number} has nothing left to ship.`);
  }
  return {
    carrier: carrier as string,
    trackingNumber: trackingNumber as string,
    trackingUrl: typeof trackingUrl === 'string' ? trackingUrl : null,
    items: items === undefined ? null : (items as ShipmentInput['items']),
  };
}

/** Each line's quantity that no parcel carries yet. */
function leftToShip(order: MarketOrder) {
  const shipped = shippedOf(order);
  return order.lines
    .map((line) => ({ line_id: line.id, quantity: line.quantity - (shipped.get(line.id) ?? 0) }))
    .filter((item) => item.quantity > 0);
}

/**
 * The order with the shipment added. Without items the parcel carries what is left to ship of every line (the whole
 * order when nothing has shipped yet); the order is shipped once every line's quantity is in some parcel.
 */
export function applyShipment(order: MarketOrder, input: ShipmentInput, at: Date) {
  const shipment: MarketShipment = {
    id: `${order.id.replace('ord_', 'sh_')}_${order.shipments.length + 1}`,
    carrier: input.carrier,
    tracking_number: input.trackingNumber,
    tracking_url: input.trackingUrl,
    items: (input.items ?? leftToShip(order)).map(({ line_id: lineId, quantity }) => ({ line_id: lineId, quantity })),
    created_at: at.toISOString(),
  };
  const shipments = [...order.shipments, shipment];
  const shipped = (lineId: string) =>
    shipments.flatMap((s) => s.items).reduce((sum, item) => sum + (item.line_id === lineId ? item.quantity : 0), 0);
  const complete = order.lines.every((line) => shipped(line.id) >= line.quantity);
  const updated: MarketOrder = {
    ...order,
    status: complete ? 'shipped' : order.status,
    updated_at: at.toISOString(),
    shipments,
  };
  return { order: updated, shipment };
}

/** The reason given, or the problem with it or with the order's state. */
export function cancelReasonOf(order: MarketOrder, body: unknown): string | { refused: Problem } {
  if (!isObject(body)) return { refused: notAnObject() };
  const { reason } = body;
  if (reason === undefined || reason === '') {
    return { refused: invalidBody([{ pointer: '/reason', code: 'required', detail: 'reason is required.' }]) };
  }
  if (typeof reason !== 'string' || !(MARKET_CANCEL_REASONS as readonly string[]).includes(reason)) {
    const detail = `reason must be one of ${MARKET_CANCEL_REASONS.join(', ')}.`;
    return { refused: invalidBody([{ pointer: '/reason', code: 'unsupported', detail }]) };
  }
  if (order.status === 'cancelled') {
    return { refused: problem('order-state-conflict', 409, `Order ${order.number} is already cancelled.`) };
  }
  if (order.shipments.length > 0 || order.status === 'shipped' || order.status === 'delivered') {
    return {
      refused: problem('order-state-conflict', 409, `Order ${order.number} has shipped; it cannot be cancelled.`),
    };
  }
  return reason;
}

/** The cancelled order: a paid one is refunded in full, and the market gives its commission back. */
export function applyCancel(order: MarketOrder, reason: string, at: Date): MarketOrder {
  const stamp = at.toISOString();
  return {
    ...order,
    status: 'cancelled',
    payment_status: order.payment_status === 'pending' ? 'pending' : 'refunded',
    updated_at: stamp,
    amounts: { ...order.amounts, fees: 0 },
    cancellation: { reason, cancelled_at: stamp },
  };
}
