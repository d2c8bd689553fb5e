import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxDeps } from '../marketplace-kit/marketplace-sandbox.ts';
import { actionsOf, orderOf, putOrder, shopByExternalId, type SandboxShop } from '../marketplace-kit/store.ts';
import { MARKET_SANDBOX_PATH, problem } from './definition.ts';
import type { Order as MarketOrder } from './order.ts';
import { CONTROL_ACCESS, ownShop } from '../marketplace-kit/control-gate.ts';
import { sendProblem } from './gate.ts';
import { buildOrder, orderNumberOf, paidOrder } from './order-body.ts';
import { paidPlan } from './order-plans.ts';
import { insertOrders, KIND, settingsOf, takeNumbers } from './shops.ts';
import { pushOrderEvent } from './webhooks.ts';

/*
 * The sandbox's own controls, not part of the market's API: many paid orders at once (tests and the 10,000-order
 * import benchmark), a buyer paying an order that awaits payment (the market then pushes order.updated), and what was
 * done to an order through the API, so a journey can show that a track reached the market. All take our own
 * sign-in and act only on the caller's shops (an operator's: any), control-gate.ts.
 */

const config = CONTROL_ACCESS;
const schema = { hide: true } as const;
const CONTROL = `${MARKET_SANDBOX_PATH}/_sandbox/shops/:shop_id`;
export const MAX_BULK_ORDERS = 10_000;

type ShopParams = { shop_id: string };
type OrderParams = ShopParams & { order_id: string };

export const marketControlRoutes: FastifyPluginAsync<SandboxDeps> = async (app, deps) => {
  const { db, now } = deps;

  async function shopOf(request: FastifyRequest, shopId: string, reply: FastifyReply): Promise<SandboxShop | null> {
    const shop = ownShop(request, await shopByExternalId(db, KIND, shopId));
    if (shop && settingsOf(shop).status !== 'closed') return shop;
    void sendProblem(reply, problem('not-found', 404, `No open shop ${shopId}.`));
    return null;
  }

  app.post<{ Params: ShopParams }>(`${CONTROL}/orders`, { config, schema }, async (request, reply) => {
    const count = Number((request.body as { count?: unknown } | null)?.count);
    if (!Number.isInteger(count) || count < 1 || count > MAX_BULK_ORDERS) {
      const detail = `count must be an integer from 1 to ${MAX_BULK_ORDERS}.`;
      return sendProblem(
        reply,
        problem('validation-failed', 422, detail, [{ pointer: '/count', code: 'invalid', detail }]),
      );
    }
    const shop = await shopOf(request, request.params.shop_id, reply);
    if (!shop) return reply;
    const first = await takeNumbers(db, shop, count);
    const at = now();
    const orders = Array.from({ length: count }, (_, i) =>
      buildOrder(
        paidPlan({ externalId: shop.external_id, number: first + i, currency: settingsOf(shop).currency }, at),
      ),
    );
    // No order.created pushes: a bulk load stands for an import backlog, not orders arriving one by one.
    await insertOrders(db, shop, orders);
    return reply
      .status(201)
      .send({ count, first_number: orderNumberOf(first), last_number: orderNumberOf(first + count - 1) });
  });

  app.post<{ Params: OrderParams }>(`${CONTROL}/orders/:order_id/pay`, { config, schema }, async (request, reply) => {
    const shop = await shopOf(request, request.params.shop_id, reply);
    if (!shop) return reply;
    const row = await orderOf(db, shop.id, request.params.order_id);
    if (!row) return sendProblem(reply, problem('not-found', 404, `No order ${request.params.order_id} in this shop.`));
    const order = row.body as unknown as MarketOrder;
    if (order.status !== 'awaiting_payment') {
      return sendProblem(reply, problem('order-state-conflict', 409, `Order ${order.number} is not awaiting payment.`));
    }
    const at = now();
    const paid = paidOrder(order, at);
    await putOrder(db, {
      kind: KIND,
      shopId: shop.id,
      externalId: paid.id,
      body: paid as unknown as Record<string, unknown>,
      at,
    });
    await pushOrderEvent(deps, shop, 'order.updated', paid);
    return paid;
  });

  app.get<{ Params: OrderParams }>(
    `${CONTROL}/orders/:order_id/actions`,
    { config, schema },
    async (request, reply) => {
      const shop = await shopOf(request, request.params.shop_id, reply);
      if (!shop) return reply;
      const rows = await actionsOf(db, shop.id, request.params.order_id);
      return {
        data: rows.map((row) => ({ action: row.action, created_at: row.created_at.toISOString(), ...row.body })),
      };
    },
  );
};
