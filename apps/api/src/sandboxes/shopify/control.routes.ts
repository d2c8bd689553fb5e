import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SandboxDeps } from '../marketplace-kit/marketplace-sandbox.ts';
import { actionsOf } from '../marketplace-kit/store.ts';
import { CONTROL_ACCESS, ownShop } from '../marketplace-kit/control-gate.ts';
import { randomUUID } from 'node:crypto';
import { APP_COMPLIANCE_PATH, SANDBOX_API_VERSION, SANDBOX_PATH, signWebhook } from './shopify-spec.ts';
import { gid, legacyIdOf } from './order-body.ts';
import { insertOrders } from './order-store.ts';
import { backlogOrders } from './seed.ts';
import { allocateSeq, settingsOf } from './shops.ts';
import { shopOfPath } from './tokens.ts';
import { placeBuyerOrder } from './buyer.ts';
import { SHOPIFY_WEBHOOKS } from './webhooks.ts';

/*
 * The sandbox's own controls — not part of Shopify's API — for tests, demos and benchmarks: give a shop a backlog of
 * orders in one insert, read what was done to an order (fulfillments, cancels, the e-mails Shopify sent the buyer),
 * and send the app one of Shopify's compliance webhooks. They take our own sign-in and act only on the caller's
 * shops (an operator's: any), control-gate.ts.
 */

const config = CONTROL_ACCESS;
const schema = { hide: true } as const;
const CONTROL = `${SANDBOX_PATH}/_sandbox/shops/:shop`;
const MAX_BACKLOG = 10_000;
/** The control's names of Shopify's compliance topics. */
const COMPLIANCE_TOPICS = {
  'customers-redact': 'customers/redact',
  'customers-data-request': 'customers/data_request',
  'shop-redact': 'shop/redact',
} as const;

export const shopifyControlRoutes: FastifyPluginAsync<SandboxDeps> = async (app, deps) => {
  const shopOf = async (request: FastifyRequest<{ Params: { shop: string } }>) =>
    ownShop(request, await shopOfPath(deps.db, request.params.shop));

  // A buyer places one order now: stored and pushed to the subscribers, as the 30-minute sandbox round does.
  app.post<{ Params: { shop: string } }>(`${CONTROL}/buyer-order`, { config, schema }, async (request, reply) => {
    const shop = await shopOf(request);
    if (!shop) return reply.status(404).send({ errors: 'Not Found' });
    const id = await placeBuyerOrder(deps, shop, deps.now());
    return reply.status(201).send({ admin_graphql_api_id: id });
  });

  app.post<{ Params: { shop: string }; Body: { count?: unknown } | undefined }>(
    `${CONTROL}/orders`,
    { config, schema },
    async (request, reply) => {
      const shop = await shopOf(request);
      if (!shop) return reply.status(404).send({ errors: 'Not Found' });
      const count = request.body?.count;
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_BACKLOG) {
        return reply.status(400).send({ errors: { count: `must be a whole number from 1 to ${MAX_BACKLOG}` } });
      }
      const firstSeq = await allocateSeq(deps.db, shop.id, count);
      const orders = backlogOrders(shop.id, firstSeq, count, settingsOf(shop).currency, deps.now());
      await insertOrders(deps.db, shop.id, orders);
      return reply.status(201).send({ created: count, first: orders[0]!.name, last: orders.at(-1)!.name });
    },
  );

  // Shopify's compliance webhooks: a customer asks for their data or its erasure, or the shop's data must go.
  app.post<{ Params: { shop: string; topic: string }; Body: { email?: unknown; order_ids?: unknown } | undefined }>(
    `${CONTROL}/compliance/:topic`,
    { config, schema },
    async (request, reply) => {
      const shop = await shopOf(request);
      if (!shop) return reply.status(404).send({ errors: 'Not Found' });
      const topic = COMPLIANCE_TOPICS[request.params.topic as keyof typeof COMPLIANCE_TOPICS];
      if (!topic) return reply.status(400).send({ errors: { topic: Object.keys(COMPLIANCE_TOPICS).join(', ') } });
      const orderIds = Array.isArray(request.body?.order_ids) ? request.body.order_ids.map(Number) : [];
      const customer = { id: 191_167, email: String(request.body?.email ?? ''), phone: null };
      const body = JSON.stringify({
        shop_id: shop.id,
        shop_domain: shop.external_id,
        ...(topic === 'shop/redact' ? {} : { customer }),
        ...(topic === 'customers/redact' ? { orders_to_redact: orderIds } : {}),
        ...(topic === 'customers/data_request' ? { orders_requested: orderIds, data_request: { id: 9_999 } } : {}),
      });
      const deliveryId = randomUUID();
      // Sent over HTTP to the app's compliance address once this answer is out, and retried as Shopify does.
      await deps.deliveries.enqueue(SHOPIFY_WEBHOOKS, {
        subject: String(shop.id),
        deliveryId,
        url: `${deps.publicUrl}/api${APP_COMPLIANCE_PATH}`,
        headers: {
          'content-type': 'application/json',
          'x-shopify-topic': topic,
          'x-shopify-hmac-sha256': signWebhook(body, deps.secrets.shopify.clientSecret),
          'x-shopify-shop-domain': shop.external_id,
          'x-shopify-webhook-id': deliveryId,
          'x-shopify-api-version': SANDBOX_API_VERSION,
        },
        body,
      });
      return reply.status(202).send({ delivery_id: deliveryId });
    },
  );

  app.get<{ Params: { shop: string; id: string } }>(
    `${CONTROL}/orders/:id/actions`,
    { config, schema },
    async (request, reply) => {
      const shop = await shopOf(request);
      if (!shop) return reply.status(404).send({ errors: 'Not Found' });
      const { id } = request.params;
      const orderId = /^\d+$/.test(id) ? gid('Order', Number(id)) : id;
      const actions = await actionsOf(deps.db, shop.id, orderId);
      return {
        order_id: legacyIdOf(orderId),
        admin_graphql_api_id: orderId,
        actions: actions.map((a) => ({ action: a.action, body: a.body, created_at: a.created_at.toISOString() })),
      };
    },
  );
};
