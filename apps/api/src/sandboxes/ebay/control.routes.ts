import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxDeps } from '../marketplace-kit/marketplace-sandbox.ts';
import { actionsOf, shopByExternalId } from '../marketplace-kit/store.ts';
import { CONTROL_ACCESS, ownShop } from '../marketplace-kit/control-gate.ts';
import { SANDBOX_PATH } from './ebay-definitions.ts';
import { sendEbayErrors } from './api.ts';
import { randomInt } from 'node:crypto';
import { BUYER_CANCEL_REASONS } from './ebay-definitions.ts';
import { buyerCancelRequested, bulkEbayOrders } from './order-factory.ts';
import { EBAY, ebayOrderByAnyId, insertEbayOrders, saveEbayOrder } from './orders-store.ts';

/*
 * The sandbox's own controls, not part of eBay's API: fill a user's account with up to 10,000 paid orders (for the
 * import benchmark), make a buyer ask to cancel an order (Post-Order's buyer-initiated request, which waits for the
 * seller), and read what was done to an order (shipping fulfilments, cancellations). They take our own sign-in and
 * act only on the caller's eBay users (an operator's: any), control-gate.ts.
 */

const config = CONTROL_ACCESS;
const schema = { hide: true } as const;
const USER = `${SANDBOX_PATH}/_sandbox/users/:user`;
const MAX_BULK_ORDERS = 10_000;

type UserParams = { user: string };

export function ebayControlRoutes(app: FastifyInstance, deps: SandboxDeps) {
  const refuse = (reply: FastifyReply, status: number, message: string) =>
    sendEbayErrors(reply, status, { errorId: 1, domain: 'SANDBOX', message });

  async function userOf(request: FastifyRequest<{ Params: UserParams }>, reply: FastifyReply) {
    const shop = ownShop(request, await shopByExternalId(deps.db, EBAY, request.params.user));
    if (!shop) refuse(reply, 404, `User ${request.params.user} was not found.`);
    return shop;
  }

  app.post<{ Params: UserParams }>(`${USER}/orders`, { config, schema }, async (request, reply) => {
    const shop = await userOf(request, reply);
    if (!shop) return reply;
    const count = Number((request.body as { count?: unknown } | undefined)?.count);
    if (!Number.isInteger(count) || count < 1 || count > MAX_BULK_ORDERS) {
      return refuse(reply, 400, `count must be an integer from 1 to ${MAX_BULK_ORDERS}.`);
    }
    const records = bulkEbayOrders(shop.external_id, deps.now(), count);
    await insertEbayOrders(deps.db, shop.id, records);
    return reply.status(201).send({ orderIds: records.map((record) => record.order.orderId) });
  });

  app.post<{ Params: UserParams & { orderId: string } }>(
    `${USER}/orders/:orderId/cancel-request`,
    { config, schema },
    async (request, reply) => {
      const shop = await userOf(request, reply);
      if (!shop) return reply;
      const found = await ebayOrderByAnyId(deps.db, shop.id, request.params.orderId);
      if (!found) return refuse(reply, 404, `Order ${request.params.orderId} was not found.`);
      const reason = String((request.body as { reason?: unknown } | undefined)?.reason ?? 'ORDER_MISTAKE');
      if (!(BUYER_CANCEL_REASONS as readonly string[]).includes(reason)) {
        return refuse(reply, 400, `reason must be one of ${BUYER_CANCEL_REASONS.join(', ')}.`);
      }
      // A buyer can ask only while nothing has shipped and no cancellation is under way (eBay's rule for buyers).
      const { order } = found;
      if (order.cancelStatus.cancelState !== 'NONE_REQUESTED' || order.orderFulfillmentStatus !== 'NOT_STARTED') {
        return refuse(reply, 409, 'The order is already cancelled, being cancelled or shipped.');
      }
      const now = deps.now();
      const cancelId = String(randomInt(5_000_000_000, 5_999_999_999));
      await saveEbayOrder(deps.db, shop.id, {
        ...found,
        order: {
          ...order,
          cancelStatus: buyerCancelRequested(reason, now, cancelId),
          lastModifiedDate: now.toISOString(),
        },
      });
      return reply.status(201).send({ cancelId });
    },
  );

  app.get<{ Params: UserParams & { orderId: string } }>(
    `${USER}/orders/:orderId/actions`,
    { config, schema },
    async (request, reply) => {
      const shop = await userOf(request, reply);
      if (!shop) return reply;
      const actions = await actionsOf(deps.db, shop.id, request.params.orderId);
      return {
        actions: actions.map((row) => ({ action: row.action, body: row.body, at: row.created_at.toISOString() })),
      };
    },
  );
}
