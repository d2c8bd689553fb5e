import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ordersApi, salesApi } from '@cabinet/contracts/orders';
import { marketplaceWebhooksApi } from '@cabinet/contracts/shops';
import { accountCaller } from '../../platform/auth/guard.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { keepRawJsonBody } from '../../platform/http/raw-json-body.ts';
import type { OrdersServices } from './orders.module.ts';

/** §2 /orders, §7 set_track and cancel, the shipment draft, the CRM state and the sales figures. */
export const ordersRoutes: FastifyPluginAsync<{ orders: OrdersServices }> = async (app, { orders }) => {
  const { service, stats } = orders;
  route(app, ordersApi.list, (request) => service.list(accountCaller(request).accountId, request.query, request.lang));
  route(app, ordersApi.get, (request) =>
    service.get(accountCaller(request).accountId, request.params.id, request.lang),
  );
  route(app, ordersApi.update, (request) =>
    service.update(accountCaller(request).accountId, request.params.id, request.body, request.lang),
  );
  route(app, ordersApi.setTrack, (request) =>
    service.setTrack(accountCaller(request).accountId, request.params.id, request.body, request.lang),
  );
  route(app, ordersApi.cancel, (request) =>
    service.cancel(accountCaller(request).accountId, request.params.id, request.body.reason, request.lang),
  );
  route(app, ordersApi.bulkShipments, (request) =>
    orders.bulk.create(accountCaller(request).accountId, request.body, request.lang),
  );
  route(app, ordersApi.shipmentDraft, (request) =>
    service.shipmentDraft(accountCaller(request).accountId, request.params.id),
  );
  route(app, salesApi.crm, (request) => service.crm(accountCaller(request).accountId));
  route(app, salesApi.stats, (request) => stats.figures(accountCaller(request).accountId, request.query));
};

/**
 * POST /webhooks/{kind}: a marketplace pushes an order (Shopify orders/create and orders/updated, Etsy order.paid).
 * The signature covers the exact bytes, so this scope keeps the raw body; the order is then fetched from the
 * marketplace and stored like an imported one (a push that carries only the id, as Etsy's, needs that anyway).
 */
const headersOf = (request: FastifyRequest) =>
  Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v]));

export const marketplaceWebhookRoutes: FastifyPluginAsync<{ orders: OrdersServices }> = async (app, { orders }) => {
  // Every push is a JSON object; anything else is refused before the signature is looked at.
  keepRawJsonBody(app, { objectsOnly: true });
  route(app, marketplaceWebhooksApi.receive, async (request) => {
    await orders.pushes.receive(request.params.type, headersOf(request), request.rawBody ?? '');
    return { received: true as const };
  });
  // Privacy notices: eBay's account deletions (its check of the address, then the signed notices) and Shopify's
  // compliance webhooks.
  route(app, marketplaceWebhooksApi.ebayChallenge, async (request) => ({
    challengeResponse: orders.privacy.challenge('ebay', request.query.challenge_code),
  }));
  route(app, marketplaceWebhooksApi.ebayAccountDeletion, async (request, reply) => {
    await orders.privacy.receive('ebay', headersOf(request), request.rawBody ?? '');
    return reply.status(204).send();
  });
  route(app, marketplaceWebhooksApi.shopifyCompliance, async (request, reply) => {
    await orders.privacy.receive('shopify', headersOf(request), request.rawBody ?? '');
    return reply.status(200).send({ received: true as const });
  });
};
