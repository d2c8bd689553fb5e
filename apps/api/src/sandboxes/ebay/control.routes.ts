import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxDeps } from '../marketplace-kit/marketplace-sandbox.ts';
import { actionsOf, shopByExternalId } from '../marketplace-kit/store.ts';
import { CONTROL_ACCESS, ownShop } from '../marketplace-kit/control-gate.ts';
import { EBAY_SANDBOX_PATH } from '../../providers/marketplaces/ebay/ebay-endpoints.ts';
import { sendEbayErrors } from './api.ts';
import { bulkEbayOrders } from './order-factory.ts';
import { EBAY, insertEbayOrders } from './orders-store.ts';

/*
 * The sandbox's own controls, not part of eBay's API: fill a user's account with up to 10,000 paid orders (for the
 * import benchmark) and read what was done to an order (shipping fulfilments, cancellations). They take our own
 * sign-in and act only on the caller's eBay users (an operator's: any), control-gate.ts.
 */

const config = CONTROL_ACCESS;
const schema = { hide: true } as const;
const USER = `${EBAY_SANDBOX_PATH}/_sandbox/users/:user`;
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
