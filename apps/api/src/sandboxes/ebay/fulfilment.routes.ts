import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxDeps } from '../marketplace-kit/marketplace-sandbox.ts';
import { recordAction } from '../marketplace-kit/store.ts';
import { SHIPPING_CARRIER_CODES } from './ebay-definitions.ts';
import type { FulfillmentStatus } from './ebay-types.ts';
import { sendEbayErrors, type EbayGate } from './api.ts';
import type { EbayFulfillmentRecord, EbayOrderRecord } from './order-factory.ts';
import { EBAY, ebayOrderByAnyId, saveEbayOrder } from './orders-store.ts';
import { ORDERS } from './orders.routes.ts';

/*
 * createShippingFulfillment as the sandbox answers it: the lines shipped (all or part of their quantities), the
 * carrier among eBay's codes and its tracking number (both or neither), a shipped date not in the future; 201 with the
 * new fulfilment's URI in Location and an empty object. getShippingFulfillments and getShippingFulfillment read them.
 */

const config = { access: 'public' } as const;
const schema = { hide: true } as const;

type Body = Record<string, unknown>;
const objectOf = (value: unknown): Body =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : {};
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const quantityOf = (line: Body) => (line.quantity === undefined ? 1 : Number(line.quantity));

interface Refusal {
  errorId: number;
  message: string;
}

/** Ships the lines on the record, or says why eBay would not. */
function ship(record: EbayOrderRecord, lines: unknown): Refusal | null {
  if (!Array.isArray(lines) || lines.length === 0) return { errorId: 32200, message: 'lineItems is required.' };
  const shipped = new Map<string, number>();
  for (const fulfillment of record.fulfillments) {
    for (const line of fulfillment.lineItems)
      shipped.set(line.lineItemId, (shipped.get(line.lineItemId) ?? 0) + line.quantity);
  }
  const seen = new Set<string>();
  for (const line of lines.map(objectOf)) {
    const id = text(line.lineItemId);
    const item = record.order.lineItems.find((candidate) => candidate.lineItemId === id);
    if (!item) return { errorId: 32200, message: `Invalid line item ID: ${id}` };
    if (seen.has(id)) return { errorId: 32210, message: `Duplicate line item ID: ${id}` };
    seen.add(id);
    // LineItemReference.quantity: "Default: 1".
    const quantity = quantityOf(line);
    const left = item.quantity - (shipped.get(id) ?? 0);
    if (left === 0) return { errorId: 32300, message: `Line item ${id} is already fulfilled.` };
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > left) {
      return { errorId: 32300, message: `Invalid quantity for line item ${id}: ${left} left to ship.` };
    }
    shipped.set(id, (shipped.get(id) ?? 0) + quantity);
  }
  for (const item of record.order.lineItems) {
    const done = shipped.get(item.lineItemId) ?? 0;
    item.lineItemFulfillmentStatus = done === 0 ? 'NOT_STARTED' : done === item.quantity ? 'FULFILLED' : 'IN_PROGRESS';
  }
  const statuses = new Set<FulfillmentStatus>(record.order.lineItems.map((item) => item.lineItemFulfillmentStatus));
  record.order.orderFulfillmentStatus =
    statuses.size === 1 && statuses.has('FULFILLED')
      ? 'FULFILLED'
      : statuses.size === 1 && statuses.has('NOT_STARTED')
        ? 'NOT_STARTED'
        : 'IN_PROGRESS';
  return null;
}

function trackingProblem(body: Body, now: Date): Refusal | null {
  const carrier = text(body.shippingCarrierCode);
  const tracking = text(body.trackingNumber);
  if (!carrier !== !tracking) {
    return { errorId: 32500, message: 'shippingCarrierCode and trackingNumber must be given together.' };
  }
  if (carrier && !SHIPPING_CARRIER_CODES.has(carrier))
    return { errorId: 32500, message: `Invalid shipping carrier code: ${carrier}` };
  if (tracking && !/^[A-Za-z0-9]{4,40}$/.test(tracking)) return { errorId: 32600, message: 'Invalid tracking number' };
  if (body.shippedDate !== undefined) {
    const date = new Date(text(body.shippedDate));
    if (Number.isNaN(date.getTime()) || date > now) return { errorId: 32400, message: 'Invalid shipped date' };
  }
  return null;
}

export function ebayFulfilmentRoutes(app: FastifyInstance, deps: SandboxDeps, admit: EbayGate) {
  const refuse = (reply: FastifyReply, status: number, refusal: Refusal) =>
    sendEbayErrors(reply, status, { ...refusal, domain: 'API_FULFILLMENT' });
  const unknownOrder = (reply: FastifyReply, orderId: string) =>
    refuse(reply, 404, { errorId: 32100, message: `Invalid order ID: ${orderId}` });
  const fulfilments = `${ORDERS}/:orderId/shipping_fulfillment`;

  app.post<{ Params: { orderId: string } }>(fulfilments, { config, schema }, async (request, reply) => {
    const shop = await admit(request, reply, 'fulfillment');
    if (!shop) return reply;
    const body = objectOf(request.body);
    const now = deps.now();
    const problem = trackingProblem(body, now);
    if (problem) return refuse(reply, 400, problem);
    const found = await ebayOrderByAnyId(deps.db, shop.id, request.params.orderId);
    if (!found) return unknownOrder(reply, request.params.orderId);
    const record = structuredClone(found);
    const { order } = record;
    if (order.cancelStatus?.cancelState === 'CANCELED') {
      return refuse(reply, 400, { errorId: 32700, message: 'The order has been cancelled.' });
    }
    if (order.orderPaymentStatus !== 'PAID') {
      return refuse(reply, 400, { errorId: 32700, message: 'The order is not paid yet.' });
    }
    const tracking = text(body.trackingNumber);
    if (tracking && record.fulfillments.some((f) => f.shipmentTrackingNumber === tracking)) {
      return refuse(reply, 400, { errorId: 32600, message: `Tracking number ${tracking} is already on this order.` });
    }
    const refusal = ship(record, body.lineItems);
    if (refusal) return refuse(reply, 400, refusal);
    const fulfillment: EbayFulfillmentRecord = {
      // eBay names a fulfilment after its tracking number.
      fulfillmentId: tracking || `${Date.parse(order.creationDate)}${record.fulfillments.length + 1}`,
      shippedDate: body.shippedDate === undefined ? now.toISOString() : new Date(text(body.shippedDate)).toISOString(),
      shippingCarrierCode: text(body.shippingCarrierCode),
      shipmentTrackingNumber: tracking,
      lineItems: (body.lineItems as unknown[]).map(objectOf).map((line) => {
        const item = order.lineItems.find((candidate) => candidate.lineItemId === text(line.lineItemId))!;
        return {
          lineItemId: item.lineItemId,
          quantity: quantityOf(line),
        };
      }),
    };
    const location = `${deps.publicUrl}/api${ORDERS}/${order.orderId}/shipping_fulfillment/${fulfillment.fulfillmentId}`;
    record.fulfillments.push(fulfillment);
    order.fulfillmentHrefs = [...((order.fulfillmentHrefs as string[] | undefined) ?? []), location];
    order.lastModifiedDate = now.toISOString();
    await saveEbayOrder(deps.db, shop.id, record);
    await recordAction(
      deps.db,
      { kind: EBAY, shopId: shop.id, orderExternalId: order.orderId, action: 'tracking', body },
      now,
    );
    return reply.status(201).header('location', location).send({});
  });

  app.get<{ Params: { orderId: string } }>(fulfilments, { config, schema }, async (request, reply) => {
    const shop = await admit(request, reply, 'fulfillment');
    if (!shop) return reply;
    const record = await ebayOrderByAnyId(deps.db, shop.id, request.params.orderId);
    if (!record) return unknownOrder(reply, request.params.orderId);
    return { fulfillments: record.fulfillments, total: record.fulfillments.length };
  });

  app.get<{ Params: { orderId: string; fulfillmentId: string } }>(
    `${fulfilments}/:fulfillmentId`,
    { config, schema },
    async (request, reply) => {
      const shop = await admit(request, reply, 'fulfillment');
      if (!shop) return reply;
      const record = await ebayOrderByAnyId(deps.db, shop.id, request.params.orderId);
      if (!record) return unknownOrder(reply, request.params.orderId);
      const fulfillment = record.fulfillments.find((f) => f.fulfillmentId === request.params.fulfillmentId);
      if (!fulfillment) {
        return refuse(reply, 404, {
          errorId: 32110,
          message: `Invalid fulfillment ID: ${request.params.fulfillmentId}`,
        });
      }
      return fulfillment;
    },
  );
}
