import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxDeps } from '../marketplace-kit/marketplace-sandbox.ts';
import { orderOf, recordAction } from '../marketplace-kit/store.ts';
import { SANDBOX_PATH } from './app.ts';
import type { OrderItem as AmazonOrderItem } from './model.ts';
import type { AmazonOrderRecord } from './order-factory.ts';
import { AMAZON, marketplacesOfShop, saveAmazonOrder } from './orders-store.ts';
import { sendSpApiError, type SpApiGate } from './spapi.ts';

/*
 * What a seller does to an order through the sandbox: confirmShipment (Orders v0; one package per call, several per
 * order, 204 with no body), checked as Amazon checks it; it changes the order (and its LastUpdateDate, so the next
 * import sees it) and is logged as an action. The published models have no operation that cancels an order (a seller
 * cancels in Seller Central, or through the order-acknowledgement feed), so neither has the sandbox.
 */

const config = { access: 'public' } as const;
const schema = { hide: true } as const;

type Body = Record<string, unknown>;
const objectOf = (value: unknown): Body =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : {};
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const iso = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** What is wrong with a packageDetail before the order is looked at, in Amazon's words; null when nothing. */
function packageProblem(detail: Body): string | null {
  if (!/^[1-9]\d{0,19}$/.test(text(detail.packageReferenceId))) {
    return 'packageReferenceId is required and must be a positive number.';
  }
  if (!text(detail.carrierCode)) return 'carrierCode is required.';
  if (text(detail.carrierCode) === 'Other' && !text(detail.carrierName)) {
    return 'carrierName is required when carrierCode is Other.';
  }
  if (!text(detail.trackingNumber)) return 'trackingNumber is required.';
  if (Number.isNaN(new Date(text(detail.shipDate)).getTime())) return 'shipDate is required, in ISO 8601 format.';
  const items = detail.orderItems;
  if (!Array.isArray(items) || items.length === 0) return 'orderItems is required.';
  return null;
}

/** Applies the package's quantities to the items, or says why Amazon would not. */
function shipItems(items: AmazonOrderItem[], lines: unknown[]): string | null {
  for (const line of lines.map(objectOf)) {
    const item = items.find((candidate) => candidate.OrderItemId === text(line.orderItemId));
    const quantity = Number(line.quantity);
    if (!item) return `Invalid orderItemId ${text(line.orderItemId)}.`;
    if (!Number.isInteger(quantity) || quantity < 1) return `Invalid quantity for orderItemId ${item.OrderItemId}.`;
    const left = item.QuantityOrdered - (item.QuantityShipped ?? 0);
    if (left === 0) return `Order item ${item.OrderItemId} has already been shipped.`;
    if (quantity > left)
      return `Quantity ${quantity} exceeds the ${left} unshipped for orderItemId ${item.OrderItemId}.`;
    item.QuantityShipped = (item.QuantityShipped ?? 0) + quantity;
  }
  return null;
}

export function amazonFulfilmentRoutes(app: FastifyInstance, deps: SandboxDeps, admit: SpApiGate) {
  const invalid = (reply: FastifyReply, message: string) => sendSpApiError(reply, 400, 'InvalidInput', message);
  const notFound = (reply: FastifyReply, orderId: string) =>
    sendSpApiError(reply, 404, 'NotFound', `Order ${orderId} was not found.`);

  app.post<{ Params: { orderId: string } }>(
    `${SANDBOX_PATH}/orders/v0/orders/:orderId/shipmentConfirmation`,
    { config, schema },
    async (request, reply) => {
      const admitted = await admit(request, reply, 'confirmShipment');
      if (!admitted) return reply;
      const { shop } = admitted;
      const body = objectOf(request.body);
      const detail = objectOf(body.packageDetail);
      if (!marketplacesOfShop(shop).includes(text(body.marketplaceId))) {
        return invalid(reply, 'marketplaceId is invalid.');
      }
      const problem = packageProblem(detail);
      if (problem) return invalid(reply, problem);
      const row = await orderOf(deps.db, shop.id, request.params.orderId);
      if (!row) return notFound(reply, request.params.orderId);
      const record = structuredClone(row.body) as AmazonOrderRecord;
      const { order } = record;
      // A shipment is confirmed in the marketplace the order was placed in, not another one the store sells in.
      if (text(body.marketplaceId) !== order.MarketplaceId) return invalid(reply, 'marketplaceId is invalid.');
      if (order.OrderStatus === 'Canceled') return invalid(reply, 'The order has been canceled.');
      // Amazon ships an FBA order itself: there is nothing for the seller to confirm.
      if (order.FulfillmentChannel === 'AFN') return invalid(reply, 'The order is fulfilled by Amazon.');
      if (order.OrderStatus === 'Pending' || order.OrderStatus === 'PendingAvailability') {
        return invalid(reply, 'The order cannot be shipped before its payment is authorized.');
      }
      const packageReferenceId = text(detail.packageReferenceId);
      if (record.packages?.some((p) => p.packageReferenceId === packageReferenceId)) {
        return invalid(reply, `packageReferenceId ${packageReferenceId} is already confirmed for this order.`);
      }
      const refusal = shipItems(record.items, detail.orderItems as unknown[]);
      if (refusal) return invalid(reply, refusal);
      const shipped = record.items.reduce((n, item) => n + (item.QuantityShipped ?? 0), 0);
      const ordered = record.items.reduce((n, item) => n + item.QuantityOrdered, 0);
      order.OrderStatus = shipped === ordered ? 'Shipped' : 'PartiallyShipped';
      order.NumberOfItemsShipped = shipped;
      order.NumberOfItemsUnshipped = ordered - shipped;
      order.LastUpdateDate = iso(deps.now());
      record.packages = [
        ...(record.packages ?? []),
        { packageReferenceId, trackingNumber: text(detail.trackingNumber) },
      ];
      await saveAmazonOrder(deps.db, shop.id, record);
      await recordAction(
        deps.db,
        { kind: AMAZON, shopId: shop.id, orderExternalId: order.AmazonOrderId, action: 'tracking', body: detail },
        deps.now(),
      );
      return reply.status(204).send();
    },
  );
}
