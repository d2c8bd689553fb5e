import type { FastifyPluginAsync } from 'fastify';
import { ordersApi, salesApi } from '@cabinet/contracts/orders';
import { marketplaceWebhooksApi } from '@cabinet/contracts/shops';
import { accountCaller } from '../../platform/auth/guard.ts';
import { AppError } from '../../platform/errors.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { OrdersServices } from './orders.module.ts';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

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

function isJsonObject(raw: string): boolean {
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed);
  } catch {
    return false;
  }
}

/**
 * POST /webhooks/{kind}: a marketplace pushes an order (Shopify orders/create and orders/updated, Etsy order.paid).
 * The signature covers the exact bytes, so this scope keeps the raw body; the order is then fetched from the
 * marketplace and stored like an imported one (a push that carries only the id, as Etsy's, needs that anyway).
 */
export const marketplaceWebhookRoutes: FastifyPluginAsync<{ orders: OrdersServices }> = async (app, { orders }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const raw = String(body);
    // Every push is a JSON object; anything else is refused before the signature is looked at.
    if (!isJsonObject(raw)) return done(new AppError(400, 'bad_request'), undefined);
    request.rawBody = raw;
    done(null, {});
  });
  route(app, marketplaceWebhooksApi.receive, async (request) => {
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v]),
    );
    await orders.pushes.receive(request.params.type, headers, request.rawBody ?? '');
    return { received: true as const };
  });
};
