import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxDeps } from '../marketplace-kit/marketplace-sandbox.ts';
import { orderOf, putOrder, recordAction, type SandboxShop } from '../marketplace-kit/store.ts';
import { MARKET_SANDBOX_PATH, problem } from './definition.ts';
import type { Order as MarketOrder } from './order.ts';
import { applyCancel, applyShipment, cancelReasonOf, shipmentOf } from './fulfilment.ts';
import { bearerCaller, hasScope, marketRateLimit, sendProblem, type Caller } from './gate.ts';
import { findOrders, parseOrdersQuery } from './order-query.ts';
import { KIND, settingsOf, shopView } from './shops.ts';

/*
 * The market's REST API v1 as the sandbox serves it: the bearer and the per-token rate limit on every call, the
 * shop of the token, its orders (cursor-paged, oldest change first), shipments and cancellations, with the market's
 * field names and RFC 9457 problem details for every refusal.
 */

const config = { access: 'public' } as const;
const schema = { hide: true } as const;
const V1 = `${MARKET_SANDBOX_PATH}/v1`;

type OrderParams = { order_id: string };

/** The caller the onRequest hook admitted, and the shop and order a route acts on for it. */
interface MarketCallers {
  caller(request: FastifyRequest): Caller;
  /** The caller's shop while it is open; otherwise the 404 is sent and null returned. */
  openShop(request: FastifyRequest, reply: FastifyReply): SandboxShop | null;
  /** The shop's order, when the caller may do `scope` to it; otherwise the refusal is sent and null returned. */
  ownOrder(
    request: FastifyRequest<{ Params: OrderParams }>,
    reply: FastifyReply,
    scope: 'orders:read' | 'orders:write',
  ): Promise<{ shop: SandboxShop; order: MarketOrder } | null>;
}

export const marketApiRoutes: FastifyPluginAsync<SandboxDeps> = async (app, deps) => {
  const callers = admitCallers(app, deps);
  readRoutes(app, deps, callers);
  fulfilmentRoutes(app, deps, callers);
};

/** The bearer and the per-token rate limit on every call. */
function admitCallers(app: FastifyInstance, { db, now }: SandboxDeps): MarketCallers {
  const rateLimit = marketRateLimit(now);
  const admitted = new WeakMap<FastifyRequest, Caller>();

  app.addHook('onRequest', async (request, reply) => {
    const caller = await bearerCaller(db, request, reply, now());
    if (!caller || !rateLimit(caller.token, reply)) return reply;
    admitted.set(request, caller);
  });

  const caller = (request: FastifyRequest) => admitted.get(request)!;

  function openShop(request: FastifyRequest, reply: FastifyReply): SandboxShop | null {
    const { shop } = caller(request);
    if (settingsOf(shop).status !== 'closed') return shop;
    void sendProblem(reply, problem('shop-not-found', 404, 'This account has no open shop.'));
    return null;
  }

  async function ownOrder(
    request: FastifyRequest<{ Params: OrderParams }>,
    reply: FastifyReply,
    scope: 'orders:read' | 'orders:write',
  ): Promise<{ shop: SandboxShop; order: MarketOrder } | null> {
    const shop = openShop(request, reply);
    if (!shop || !hasScope(caller(request), scope, reply)) return null;
    if (scope === 'orders:write' && settingsOf(shop).status === 'suspended') {
      void sendProblem(
        reply,
        problem(
          'shop-suspended',
          403,
          'The market has suspended this shop: orders cannot be changed until it is reinstated.',
        ),
      );
      return null;
    }
    const row = await orderOf(db, shop.id, request.params.order_id);
    if (row) return { shop, order: row.body as unknown as MarketOrder };
    void sendProblem(reply, problem('not-found', 404, `No order ${request.params.order_id} in this shop.`));
    return null;
  }

  return { caller, openShop, ownOrder };
}

/** The token's shop, its orders cursor-paged, and one order. */
function readRoutes(app: FastifyInstance, { db }: SandboxDeps, callers: MarketCallers) {
  app.get(`${V1}/me/shop`, { config, schema }, async (request, reply) => {
    const shop = callers.openShop(request, reply);
    return shop ? shopView(shop) : reply;
  });

  app.get(`${V1}/orders`, { config, schema }, async (request, reply) => {
    const shop = callers.openShop(request, reply);
    if (!shop || !hasScope(callers.caller(request), 'orders:read', reply)) return reply;
    const query = parseOrdersQuery(request.query as Record<string, unknown>);
    if ('errors' in query) {
      const detail = query.errors.map((e) => e.detail).join(' ');
      return sendProblem(reply, problem('invalid-parameter', 400, detail, query.errors));
    }
    return findOrders(db, shop.id, query);
  });

  app.get<{ Params: OrderParams }>(`${V1}/orders/:order_id`, { config, schema }, async (request, reply) => {
    const found = await callers.ownOrder(request, reply, 'orders:read');
    return found ? found.order : reply;
  });
}

/** Shipments and cancellations: the order changes, and the change is recorded for the controls. */
function fulfilmentRoutes(app: FastifyInstance, { db, now }: SandboxDeps, callers: MarketCallers) {
  app.post<{ Params: OrderParams }>(`${V1}/orders/:order_id/shipments`, { config, schema }, async (request, reply) => {
    const found = await callers.ownOrder(request, reply, 'orders:write');
    if (!found) return reply;
    const input = shipmentOf(found.order, request.body);
    if ('refused' in input) return sendProblem(reply, input.refused);
    const at = now();
    const { order, shipment } = applyShipment(found.order, input, at);
    const base = { kind: KIND, shopId: found.shop.id, orderExternalId: order.id };
    await putOrder(db, { ...base, externalId: order.id, body: order as unknown as Record<string, unknown>, at });
    await recordAction(db, { ...base, action: 'shipment', body: { ...shipment } }, at);
    return reply
      .status(201)
      .header('location', `/v1/orders/${encodeURIComponent(order.id)}/shipments/${shipment.id}`)
      .send(shipment);
  });

  app.post<{ Params: OrderParams }>(`${V1}/orders/:order_id/cancel`, { config, schema }, async (request, reply) => {
    const found = await callers.ownOrder(request, reply, 'orders:write');
    if (!found) return reply;
    const reason = cancelReasonOf(found.order, request.body);
    if (typeof reason !== 'string') return sendProblem(reply, reason.refused);
    const at = now();
    const order = applyCancel(found.order, reason, at);
    const base = { kind: KIND, shopId: found.shop.id, orderExternalId: order.id };
    await putOrder(db, { ...base, externalId: order.id, body: order as unknown as Record<string, unknown>, at });
    await recordAction(db, { ...base, action: 'cancel', body: { reason, payment_status: order.payment_status } }, at);
    return order;
  });
}
