import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxDeps } from '../marketplace-kit/marketplace-sandbox.ts';
import { actionsOf, shopByExternalId } from '../marketplace-kit/store.ts';
import { CONTROL_ACCESS, ownShop } from '../marketplace-kit/control-gate.ts';
import { SANDBOX_PATH } from './app.ts';
import { bulkAmazonOrders } from './order-factory.ts';
import { AMAZON, insertAmazonOrders, marketplacesOfShop } from './orders-store.ts';
import { sendSpApiError } from './spapi.ts';

/*
 * The sandbox's own controls, not part of Amazon's API: fill a seller's store with up to 10,000 paid orders (for the
 * import benchmark) and read what was done to an order (confirmed packages, cancels). They take our own sign-in
 * and act only on the caller's stores (an operator's: any), control-gate.ts.
 */

const config = CONTROL_ACCESS;
const schema = { hide: true } as const;
const SELLER = `${SANDBOX_PATH}/_sandbox/sellers/:sellingPartnerId`;
export const MAX_BULK_ORDERS = 10_000;

type SellerParams = { sellingPartnerId: string };

export function amazonControlRoutes(app: FastifyInstance, deps: SandboxDeps) {
  async function sellerOf(request: FastifyRequest<{ Params: SellerParams }>, reply: FastifyReply) {
    const shop = ownShop(request, await shopByExternalId(deps.db, AMAZON, request.params.sellingPartnerId));
    if (!shop)
      sendSpApiError(reply, 404, 'NotFound', `Selling partner ${request.params.sellingPartnerId} was not found.`);
    return shop;
  }

  app.post<{ Params: SellerParams }>(`${SELLER}/orders`, { config, schema }, async (request, reply) => {
    const shop = await sellerOf(request, reply);
    if (!shop) return reply;
    const count = Number((request.body as { count?: unknown } | undefined)?.count);
    if (!Number.isInteger(count) || count < 1 || count > MAX_BULK_ORDERS) {
      return sendSpApiError(reply, 400, 'InvalidInput', `count must be an integer from 1 to ${MAX_BULK_ORDERS}.`);
    }
    const records = bulkAmazonOrders(marketplacesOfShop(shop), deps.now(), count);
    await insertAmazonOrders(deps.db, shop.id, records);
    return reply.status(201).send({ AmazonOrderIds: records.map((record) => record.order.AmazonOrderId) });
  });

  app.get<{ Params: SellerParams & { orderId: string } }>(
    `${SELLER}/orders/:orderId/actions`,
    { config, schema },
    async (request, reply) => {
      const shop = await sellerOf(request, reply);
      if (!shop) return reply;
      const actions = await actionsOf(deps.db, shop.id, request.params.orderId);
      return {
        actions: actions.map((row) => ({ action: row.action, body: row.body, at: row.created_at.toISOString() })),
      };
    },
  );
}
