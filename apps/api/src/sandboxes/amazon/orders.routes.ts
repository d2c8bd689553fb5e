import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../marketplace-kit/marketplace-sandbox.ts';
import { orderOf, type SandboxShop } from '../marketplace-kit/store.ts';
import { SANDBOX_PATH } from './app.ts';
import type { Order as AmazonOrder, OrderItem as AmazonOrderItem } from './model.ts';
import type { AmazonOrderRecord } from './order-factory.ts';
import { amazonOrdersPage, askedMarketplaces } from './orders-store.ts';
import { encodeToken, ordersWindow } from './orders-window.ts';
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
const ORDERS = `${SANDBOX_PATH}/orders/v0/orders`;
const V0_NAMES = {
  createdAfter: 'CreatedAfter',
  lastUpdatedAfter: 'LastUpdatedAfter',
  lastUpdatedBefore: 'LastUpdatedBefore',
  maxResultsPerPage: 'MaxResultsPerPage',
  token: 'NextToken',
};
export const ADDRESS_STATES = new Set(['Unshipped', 'PartiallyShipped', 'Shipped', 'InvoiceUnconfirmed']);
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
export const PUBLIC_ADDRESS = ['City', 'StateOrRegion', 'PostalCode', 'CountryCode'];

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

export function amazonOrdersRoutes(app: FastifyInstance, deps: SandboxDeps, admit: SpApiGate) {
  app.get(ORDERS, { config, schema }, async (request, reply) => {
    const admitted = await admit(request, reply, 'getOrders');
    if (!admitted) return reply;
    const { shop, data } = admitted;
    const q = request.query as Record<string, string | undefined>;
    const invalid = (message: string) => sendSpApiError(reply, 400, 'InvalidInput', message);
    const asked = (q.MarketplaceIds ?? '').split(',').filter(Boolean);
    if (asked.length === 0) return invalid('MarketplaceIds is required.');
    const marketplaces = askedMarketplaces(shop, asked);
    if (typeof marketplaces === 'string') return invalid(marketplaces);
    const window = ordersWindow(q, V0_NAMES, deps.now());
    if (typeof window === 'string') return invalid(window);
    const page = await amazonOrdersPage(deps.db, shop.id, window, marketplaces);
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
