import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxDeps } from '../marketplace-kit/marketplace-sandbox.ts';
import { orderOf, putOrder, recordAction, type SandboxShop } from '../marketplace-kit/store.ts';
import { ETSY_SANDBOX_PATH } from './definition.ts';
import { apiKeyRefusal, bearerShop, refuse, type EtsyQuota } from './gate.ts';
import { findReceipts, parseReceiptsQuery } from './receipt-query.ts';
import type { SandboxReceipt } from './receipts.ts';
import { KIND, receiptView, settingsOf, shopView } from './shops.ts';
import { applyShipment, mistypedField, shipmentInputOf, shipmentRefusal } from './tracking.ts';

/*
 * The part of Etsy's Open API v3 the cabinet uses, as the sandbox serves it: the app key and quotas on every call,
 * the bearer for a shop's data, getShopByOwnerUserId, getShop, getShopReceipts, getShopReceipt and
 * createReceiptShipment, with Etsy's field names and error bodies.
 */

const config = { access: 'public' } as const;
const schema = { hide: true } as const;
const APP = `${ETSY_SANDBOX_PATH}/v3/application`;
/** What a restricted shop's app hears from createReceiptShipment. */
export const TRACKING_RESTRICTED =
  'Access to createReceiptShipment is restricted for this shop: the application is not a Preferred Partner.';

type ShopParams = { shop_id: string };
type ReceiptParams = ShopParams & { receipt_id: string };

const receiptMissing = (reply: FastifyReply, params: ReceiptParams) =>
  refuse(
    reply,
    404,
    `Could not find a Shop Receipt with receipt_id = ${params.receipt_id} associated with shop_id = ${params.shop_id}.`,
  );

type Deps = SandboxDeps & { quota: EtsyQuota };

/** The shop whose bearer the onRequest hook admitted, and the shop a route's path names for it. */
interface EtsyCallers {
  shopOf(request: FastifyRequest): SandboxShop;
  /** The caller's shop when the path names it; otherwise the refusal is sent and null returned. */
  ownShop(request: FastifyRequest<{ Params: ShopParams }>, reply: FastifyReply): SandboxShop | null;
}

export const etsyApiRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  const callers = admitCallers(app, deps);
  shopRoutes(app, callers);
  receiptRoutes(app, deps, callers);
  trackingRoute(app, deps, callers);
};

/** The app key and the quotas on every call; the bearer on all but the ping. */
function admitCallers(app: FastifyInstance, { db, now, quota, secrets }: Deps): EtsyCallers {
  const admitted = new WeakMap<FastifyRequest, SandboxShop>();

  app.addHook('onRequest', async (request, reply) => {
    const keyRefusal = apiKeyRefusal(request.headers['x-api-key'], secrets.etsy);
    if (keyRefusal) return refuse(reply, 403, keyRefusal);
    if (!quota.admit(reply)) return reply;
    // The ping needs the app key only.
    if (request.url.split('?')[0]!.endsWith('/openapi-ping')) return;
    const bearer = await bearerShop(db, request, now());
    if ('refused' in bearer) {
      const { status, error, description } = bearer.refused;
      return refuse(reply, status, error, description);
    }
    admitted.set(request, bearer.shop);
  });

  const shopOf = (request: FastifyRequest) => admitted.get(request)!;
  return {
    shopOf,
    ownShop(request, reply) {
      const shop = shopOf(request);
      if (!settingsOf(shop).has_shop || request.params.shop_id !== shop.external_id) {
        void refuse(reply, 404, `Could not find a Shop with shop_id = ${request.params.shop_id}.`);
        return null;
      }
      return shop;
    },
  };
}

/** The ping, getShopByOwnerUserId and getShop. */
function shopRoutes(app: FastifyInstance, callers: EtsyCallers) {
  app.get(`${APP}/openapi-ping`, { config, schema }, async () => ({ application_id: 1_021_427 }));

  app.get<{ Params: { user_id: string } }>(
    `${APP}/users/:user_id/shops`,
    { config, schema },
    async (request, reply) => {
      const shop = callers.shopOf(request);
      const settings = settingsOf(shop);
      if (!settings.has_shop || request.params.user_id !== String(settings.user_id)) {
        return refuse(reply, 404, `Could not find a Shop for user_id = ${request.params.user_id}.`);
      }
      return shopView(shop);
    },
  );

  app.get<{ Params: ShopParams }>(`${APP}/shops/:shop_id`, { config, schema }, async (request, reply) => {
    const shop = callers.ownShop(request, reply);
    return shop ? shopView(shop) : reply;
  });
}

/** getShopReceipts and getShopReceipt. */
function receiptRoutes(app: FastifyInstance, { db }: Deps, callers: EtsyCallers) {
  app.get<{ Params: ShopParams }>(`${APP}/shops/:shop_id/receipts`, { config, schema }, async (request, reply) => {
    const shop = callers.ownShop(request, reply);
    if (!shop) return reply;
    const query = parseReceiptsQuery(request.query as Record<string, unknown>);
    if ('error' in query) return refuse(reply, 400, query.error);
    const page = await findReceipts(db, shop.id, query);
    return { count: page.count, results: page.results.map((receipt) => receiptView(shop, receipt)) };
  });

  app.get<{ Params: ReceiptParams }>(
    `${APP}/shops/:shop_id/receipts/:receipt_id`,
    { config, schema },
    async (request, reply) => {
      const shop = callers.ownShop(request, reply);
      if (!shop) return reply;
      const row = await orderOf(db, shop.id, request.params.receipt_id);
      return row ? receiptView(shop, row.body) : receiptMissing(reply, request.params);
    },
  );
}

/** createReceiptShipment: the track on the receipt, and Etsy's e-mail to the buyer. */
function trackingRoute(app: FastifyInstance, { db, now }: Deps, callers: EtsyCallers) {
  app.post<{ Params: ReceiptParams }>(
    `${APP}/shops/:shop_id/receipts/:receipt_id/tracking`,
    { config, schema },
    async (request, reply) => {
      const shop = callers.ownShop(request, reply);
      if (!shop) return reply;
      if (shop.tracking_restricted) return refuse(reply, 403, TRACKING_RESTRICTED);
      const row = await orderOf(db, shop.id, request.params.receipt_id);
      if (!row) return receiptMissing(reply, request.params);
      // The current definition declares a JSON body only (the 2025 one declared a form).
      if (!request.headers['content-type']?.startsWith('application/json')) {
        return refuse(reply, 400, 'The request body must be JSON (application/json).');
      }
      const mistyped = mistypedField(request.body);
      if (mistyped) return refuse(reply, 400, `Invalid value for ${mistyped}.`);
      const input = shipmentInputOf(request.body);
      const refusal = shipmentRefusal(row.body as SandboxReceipt, input);
      if (refusal) return refuse(reply, refusal.status, refusal.error);
      const at = now();
      const applied = applyShipment(row.body as SandboxReceipt, input, at);
      const orderExternalId = row.external_id;
      await putOrder(db, { kind: KIND, shopId: shop.id, externalId: orderExternalId, body: applied.receipt, at });
      await recordAction(
        db,
        { kind: KIND, shopId: shop.id, orderExternalId, action: 'tracking', body: applied.tracking },
        at,
      );
      // Etsy e-mails the buyer on every successful call, a second one included.
      await recordAction(
        db,
        { kind: KIND, shopId: shop.id, orderExternalId, action: 'buyer_email', body: applied.buyerEmail },
        at,
      );
      return receiptView(shop, applied.receipt);
    },
  );
}
