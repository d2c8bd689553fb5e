import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../marketplace-kit/marketplace-sandbox.ts';
import { orderOf, type SandboxShop } from '../marketplace-kit/store.ts';
import { AMAZON_SANDBOX_PATH } from '../../providers/marketplaces/amazon/amazon-endpoints.ts';
import type { AmazonOrder, AmazonOrderItem } from '../../providers/marketplaces/amazon/amazon-order-mapping.ts';
import type { AmazonOrderRecord } from './order-factory.ts';
import { amazonOrdersPage, marketplaceOfShop, type OrdersWindow } from './orders-store.ts';
import { sendSpApiError, type SpApiGate } from './spapi.ts';
import type { DataElement } from './restricted-data.ts';

/*
 * Orders v0 as the sandbox answers it: getOrders (by LastUpdatedAfter, up to two minutes ago, paged by NextToken),
 * getOrder and getOrderItems, in Amazon's shapes and with its restrictions — no shipping address before payment or
 * after a cancel, no prices, taxes or gift data on the items of a Pending order, and the buyer's personal data only
 * with a Restricted Data Token (sandbox-restricted-data.ts).
 */

const config = { access: 'public' } as const;
const schema = { hide: true } as const;
const ORDERS = `${AMAZON_SANDBOX_PATH}/orders/v0/orders`;
/** Amazon lists only orders changed at least this long before the call. */
const SETTLE_MS = 2 * 60_000;
const ADDRESS_STATES = new Set(['Unshipped', 'PartiallyShipped', 'Shipped', 'InvoiceUnconfirmed']);
const PENDING_HIDES = [
  'ItemPrice',
  'ShippingPrice',
  'ItemTax',
  'ShippingTax',
  'ShippingDiscount',
  'PromotionDiscount',
  'PromotionIds',
  'IsGift',
  'BuyerInfo',
];

/** The parts of a shipping address that are not personal data: what a call without a Restricted Data Token sees. */
const PUBLIC_ADDRESS = ['City', 'StateOrRegion', 'PostalCode', 'CountryCode'];

const only = <T extends object>(value: T, keep: (field: string) => boolean) =>
  Object.fromEntries(Object.entries(value).filter(([field]) => keep(field))) as T;

function orderView(order: AmazonOrder, data: ReadonlySet<DataElement>): AmazonOrder {
  const { ShippingAddress: address, BuyerInfo: buyer, ...rest } = order;
  return {
    ...rest,
    BuyerInfo: data.has('buyerInfo') ? buyer : {},
    ...(address && ADDRESS_STATES.has(order.OrderStatus)
      ? { ShippingAddress: data.has('shippingAddress') ? address : only(address, (f) => PUBLIC_ADDRESS.includes(f)) }
      : {}),
  } as AmazonOrder;
}

function itemsView(record: AmazonOrderRecord, data: ReadonlySet<DataElement>): AmazonOrderItem[] {
  const pending = record.order.OrderStatus === 'Pending';
  const hidden = (field: string) =>
    (pending && PENDING_HIDES.includes(field)) || (field === 'BuyerInfo' && !data.has('buyerInfo'));
  return record.items.map((item) => only(item, (field) => !hidden(field)));
}

const encodeToken = (window: OrdersWindow) =>
  Buffer.from(
    JSON.stringify({
      a: window.after.toISOString(),
      b: window.before.toISOString(),
      m: window.from?.modifiedAt.toISOString(),
      i: window.from?.id,
      n: window.limit,
    }),
  ).toString('base64url');

function decodeToken(token: string): OrdersWindow | null {
  try {
    const t = JSON.parse(Buffer.from(token, 'base64url').toString()) as Record<string, unknown>;
    const window = {
      after: new Date(String(t.a)),
      before: new Date(String(t.b)),
      from: { modifiedAt: new Date(String(t.m)), id: Number(t.i) },
      limit: Number(t.n),
    };
    const valid =
      [window.after, window.before, window.from.modifiedAt].every((d) => !Number.isNaN(d.getTime())) &&
      Number.isInteger(window.from.id) &&
      Number.isInteger(window.limit) &&
      window.limit >= 1 &&
      window.limit <= 100;
    return valid ? window : null;
  } catch {
    return null;
  }
}

const dateOf = (value: string | undefined) => {
  if (value === undefined) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

export function amazonOrdersRoutes(app: FastifyInstance, deps: SandboxDeps, admit: SpApiGate) {
  app.get(ORDERS, { config, schema }, async (request, reply) => {
    const admitted = await admit(request, reply, 'getOrders');
    if (!admitted) return reply;
    const { shop, data } = admitted;
    const q = request.query as Record<string, string | undefined>;
    const invalid = (message: string) => sendSpApiError(reply, 400, 'InvalidInput', message);
    const marketplaces = (q.MarketplaceIds ?? '').split(',').filter(Boolean);
    if (marketplaces.length === 0) return invalid('MarketplaceIds is required.');
    if (!marketplaces.includes(marketplaceOfShop(shop)))
      return invalid('Invalid MarketplaceIds: the seller does not sell there.');
    let window: OrdersWindow | null;
    if (q.NextToken !== undefined) {
      window = decodeToken(q.NextToken);
      if (!window) return invalid('Invalid NextToken.');
    } else {
      if (q.CreatedAfter !== undefined) return invalid('The sandbox selects orders by LastUpdatedAfter only.');
      const after = dateOf(q.LastUpdatedAfter);
      const latest = new Date(deps.now().getTime() - SETTLE_MS);
      const before = q.LastUpdatedBefore === undefined ? latest : dateOf(q.LastUpdatedBefore);
      const limit = Number(q.MaxResultsPerPage ?? 100);
      if (after === undefined) return invalid('Either CreatedAfter or LastUpdatedAfter must be specified.');
      if (!after || !before) return invalid('Dates must be in ISO 8601 format.');
      if (after.getTime() > deps.now().getTime()) return invalid('LastUpdatedAfter must be in the past.');
      // Given, LastUpdatedBefore must make sense; left out, it is two minutes ago (and a later start finds nothing).
      if (q.LastUpdatedBefore !== undefined && (before < after || before > latest)) {
        return invalid('LastUpdatedBefore must be after LastUpdatedAfter and at least two minutes before now.');
      }
      if (!Number.isInteger(limit) || limit < 1 || limit > 100) return invalid('MaxResultsPerPage must be 1 - 100.');
      window = { after, before, from: null, limit };
    }
    const page = await amazonOrdersPage(deps.db, shop.id, window);
    const last = page.rows.at(-1);
    const next =
      page.more && last ? encodeToken({ ...window, from: { modifiedAt: last.modified_at, id: last.id } }) : null;
    return {
      payload: {
        Orders: page.rows.map((row) => orderView((row.body as AmazonOrderRecord).order, data)),
        ...(next ? { NextToken: next } : {}),
        LastUpdatedBefore: window.before.toISOString(),
      },
    };
  });

  const findOrder = async (shop: SandboxShop, orderId: string) =>
    (await orderOf(deps.db, shop.id, orderId))?.body as AmazonOrderRecord | undefined;

  app.get<{ Params: { orderId: string } }>(`${ORDERS}/:orderId`, { config, schema }, async (request, reply) => {
    const admitted = await admit(request, reply, 'getOrder');
    if (!admitted) return reply;
    const record = await findOrder(admitted.shop, request.params.orderId);
    if (!record) return sendSpApiError(reply, 404, 'NotFound', `Order ${request.params.orderId} was not found.`);
    return { payload: orderView(record.order, admitted.data) };
  });

  app.get<{ Params: { orderId: string } }>(
    `${ORDERS}/:orderId/orderItems`,
    { config, schema },
    async (request, reply) => {
      const admitted = await admit(request, reply, 'getOrderItems');
      if (!admitted) return reply;
      const record = await findOrder(admitted.shop, request.params.orderId);
      if (!record) return sendSpApiError(reply, 404, 'NotFound', `Order ${request.params.orderId} was not found.`);
      const items = itemsView(record, admitted.data);
      return { payload: { OrderItems: items, AmazonOrderId: record.order.AmazonOrderId } };
    },
  );
}
