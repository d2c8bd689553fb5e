import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../marketplace-kit/marketplace-sandbox.ts';
import { orderOf } from '../marketplace-kit/store.ts';
import { SANDBOX_PATH } from './app.ts';
import type { AmazonOrderRecord } from './order-factory.ts';
import { amazonOrdersPage, askedMarketplaces, marketplacesOfShop } from './orders-store.ts';
import { encodeToken, ordersWindow } from './orders-window.ts';
import { sendSpApiError, type SpApiGate } from './spapi.ts';
import { INCLUDED_DATA, order2026View, type IncludedData } from './view-2026.ts';

/*
 * The Orders API 2026-01-01 as the sandbox answers it (orders_2026-01-01.json): searchOrders (by lastUpdatedAfter, up
 * to two minutes ago, paged by paginationToken) and getOrder, over the same stored orders as v0. Array parameters
 * come comma-separated (Swagger 2.0's csv); an unknown `includedData` value is Amazon's 400.
 */

const config = { access: 'public' } as const;
const schema = { hide: true } as const;
const ORDERS = `${SANDBOX_PATH}/orders/2026-01-01/orders`;
const NAMES = {
  createdAfter: 'createdAfter',
  lastUpdatedAfter: 'lastUpdatedAfter',
  lastUpdatedBefore: 'lastUpdatedBefore',
  maxResultsPerPage: 'maxResultsPerPage',
  token: 'paginationToken',
};
const FULFILLED_BY = ['MERCHANT', 'AMAZON'];

const listOf = (value: string | undefined) => (value ?? '').split(',').filter(Boolean);

/** The datasets asked for, or the unknown one. */
function includedOf(value: string | undefined): Set<IncludedData> | string {
  const asked = listOf(value);
  const unknown = asked.find((v) => !(INCLUDED_DATA as readonly string[]).includes(v));
  return unknown ?? new Set(asked as IncludedData[]);
}

export function amazonOrders2026Routes(app: FastifyInstance, deps: SandboxDeps, admit: SpApiGate) {
  app.get(ORDERS, { config, schema }, async (request, reply) => {
    const admitted = await admit(request, reply, 'searchOrders');
    if (!admitted) return reply;
    const { shop, data } = admitted;
    const q = request.query as Record<string, string | undefined>;
    const invalid = (message: string) => sendSpApiError(reply, 400, 'InvalidInput', message);
    const asked = listOf(q.marketplaceIds);
    const marketplaces = asked.length > 0 ? askedMarketplaces(shop, asked) : marketplacesOfShop(shop);
    if (typeof marketplaces === 'string') return invalid(marketplaces.replace('MarketplaceIds', 'marketplaceIds'));
    const included = includedOf(q.includedData);
    if (typeof included === 'string') return invalid(`Invalid includedData value ${included}.`);
    const fulfilledBy = listOf(q.fulfilledBy);
    if (fulfilledBy.some((v) => !FULFILLED_BY.includes(v))) return invalid('Invalid fulfilledBy value.');
    const window = ordersWindow(q, NAMES, deps.now());
    if (typeof window === 'string') return invalid(window);
    const page = await amazonOrdersPage(deps.db, shop.id, window, marketplaces);
    const last = page.rows.at(-1);
    const next =
      page.more && last ? encodeToken({ ...window, from: { modifiedAt: last.modified_at, id: last.id } }) : null;
    const records = page.rows.map((row) => row.body as AmazonOrderRecord);
    const wanted = (record: AmazonOrderRecord) =>
      fulfilledBy.length === 0 ||
      fulfilledBy.includes(record.order.FulfillmentChannel === 'AFN' ? 'AMAZON' : 'MERCHANT');
    return {
      orders: records.filter(wanted).map((record) => order2026View(record, data, included)),
      ...(next ? { pagination: { nextToken: next } } : {}),
      lastUpdatedBefore: window.before.toISOString(),
    };
  });

  app.get<{ Params: { orderId: string } }>(`${ORDERS}/:orderId`, { config, schema }, async (request, reply) => {
    const admitted = await admit(request, reply, 'getOrder2026');
    if (!admitted) return reply;
    const included = includedOf((request.query as Record<string, string | undefined>).includedData);
    if (typeof included === 'string') {
      return sendSpApiError(reply, 400, 'InvalidInput', `Invalid includedData value ${included}.`);
    }
    const record = (await orderOf(deps.db, admitted.shop.id, request.params.orderId))?.body as
      AmazonOrderRecord | undefined;
    if (!record) return sendSpApiError(reply, 404, 'NotFound', `Order ${request.params.orderId} was not found.`);
    return { order: order2026View(record, admitted.data, included) };
  });
}
