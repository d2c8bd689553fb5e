import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxDeps } from '../marketplace-kit/marketplace-sandbox.ts';
import { SANDBOX_PATH } from './ebay-definitions.ts';
import { sendEbayErrors, type EbayGate } from './api.ts';
import { ebayOrderByAnyId, ebayOrdersPage, type OrdersQuery } from './orders-store.ts';

/*
 * The Sell Fulfillment API's getOrders and getOrder as the sandbox answers them: the `filter` criteria creationdate,
 * lastmodifieddate (`[from..to]`, to optional) and orderfulfillmentstatus (`{NOT_STARTED|IN_PROGRESS}`), offset
 * paging with `limit` up to 1,000 (default 50), `href`/`next`/`prev` links and a `total`; only the last 90 days.
 */

const config = { access: 'public' } as const;
const schema = { hide: true } as const;
export const ORDERS = `${SANDBOX_PATH}/sell/fulfillment/v1/order`;
const DAYS_KEPT = 90;
const FULFILMENT_STATUSES = new Set(['NOT_STARTED', 'IN_PROGRESS', 'FULFILLED']);

type Criteria = Pick<OrdersQuery, 'created' | 'modified' | 'fulfillmentStatuses'>;

/** The criteria of a `filter`, or what is wrong with it. */
export function parseOrdersFilter(filter: string, now: Date): Criteria | { problem: string; errorId: number } {
  const criteria: Criteria = {};
  for (const part of filter.split(',').filter(Boolean)) {
    const [name = '', ...rest] = part.trim().split(':');
    const value = rest.join(':');
    const key = name.toLowerCase();
    if (key === 'creationdate' || key === 'lastmodifieddate') {
      const match = /^\[([^\]]+?)\.\.([^\]]*)\]$/.exec(value);
      const from = new Date(match?.[1] ?? '');
      const to = match?.[2] ? new Date(match[2]) : undefined;
      if (!match || Number.isNaN(from.getTime()) || (to && Number.isNaN(to.getTime()))) {
        return {
          errorId: 30820,
          problem: `Invalid date format in the ${key} filter. Use ISO 8601, e.g. [2026-01-21T08:25:43.511Z..].`,
        };
      }
      if (from > now || (to && to < from)) return { errorId: 30850, problem: 'Invalid date range' };
      criteria[key === 'creationdate' ? 'created' : 'modified'] = { from, ...(to ? { to } : {}) };
    } else if (key === 'orderfulfillmentstatus') {
      const statuses = /^\{([A-Z_|]+)\}$/.exec(value)?.[1]?.split('|') ?? [];
      if (statuses.length === 0 || statuses.some((s) => !FULFILMENT_STATUSES.has(s))) {
        return { errorId: 30830, problem: 'Invalid orderfulfillmentstatus filter' };
      }
      criteria.fulfillmentStatuses = statuses;
    } else {
      return { errorId: 30800, problem: `Invalid filter name: ${name}` };
    }
  }
  // "If creationdate and lastmodifieddate are both included, only creationdate is used."
  if (criteria.created) delete criteria.modified;
  return criteria;
}

export function ebayOrdersRoutes(app: FastifyInstance, deps: SandboxDeps, admit: EbayGate) {
  const invalid = (reply: FastifyReply, errorId: number, message: string) =>
    sendEbayErrors(reply, 400, { errorId, domain: 'API_FULFILLMENT', message });

  app.get(ORDERS, { config, schema }, async (request, reply) => {
    const shop = await admit(request, reply, 'fulfillment');
    if (!shop) return reply;
    const q = request.query as Record<string, string | undefined>;
    const limit = Number(q.limit ?? 50);
    const offset = Number(q.offset ?? 0);
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
      return invalid(reply, 30700, 'Invalid limit. Supported range is 1 to 1000.');
    if (!Number.isInteger(offset) || offset < 0) return invalid(reply, 30710, 'Invalid offset.');
    const now = deps.now();
    const criteria = parseOrdersFilter(q.filter ?? '', now);
    if ('problem' in criteria) return invalid(reply, criteria.errorId, criteria.problem);
    const { records, total } = await ebayOrdersPage(deps.db, shop.id, {
      ...criteria,
      createdFrom: new Date(now.getTime() - DAYS_KEPT * 86_400_000),
      limit,
      offset,
    });
    const link = (at: number) => {
      const url = new URL(`${deps.publicUrl}/api${ORDERS}`);
      if (q.filter) url.searchParams.set('filter', q.filter);
      url.searchParams.set('limit', String(limit));
      url.searchParams.set('offset', String(at));
      return url.toString();
    };
    return {
      href: link(offset),
      total,
      limit,
      offset,
      ...(offset > 0 ? { prev: link(Math.max(0, offset - limit)) } : {}),
      ...(offset + limit < total ? { next: link(offset + limit) } : {}),
      // "For the getOrders call: this array is returned but is always empty" (CancelStatus.cancelRequests).
      orders: records.map(({ order }) => ({ ...order, cancelStatus: { ...order.cancelStatus, cancelRequests: [] } })),
    };
  });

  app.get<{ Params: { orderId: string } }>(`${ORDERS}/:orderId`, { config, schema }, async (request, reply) => {
    const shop = await admit(request, reply, 'fulfillment');
    if (!shop) return reply;
    const record = await ebayOrderByAnyId(deps.db, shop.id, request.params.orderId);
    if (!record) {
      return sendEbayErrors(reply, 404, {
        errorId: 32100,
        domain: 'API_FULFILLMENT',
        message: `Invalid order ID: ${request.params.orderId}`,
      });
    }
    return record.order;
  });
}
