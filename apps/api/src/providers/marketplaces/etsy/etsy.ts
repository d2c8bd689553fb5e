import type { Config } from '../../../config.ts';
import { MarketplaceError, type MarketplaceAdapter, type MarketplaceEvent, type ShopSession } from '../marketplace.ts';
import type { AdapterDeps } from '../marketplaces.ts';
import { bearerSession } from '../bearer-session.ts';
import { codeOfRedirect } from '../pkce-oauth.ts';
import { etsyCarrierSlug } from './etsy-carriers.ts';
import { etsyEndpoints } from './etsy-endpoints.ts';
import { etsyFailure, etsyHttp, etsyWords, type EtsyAnswer, type EtsyRequest } from './etsy-http.ts';
import { etsyAuthorizeUrl, exchangeCode, refreshCredentials } from './etsy-oauth.ts';
import { orderFromReceipt, type EtsyReceipt } from './etsy-receipt.ts';
import { webhookRefusal } from './etsy-webhook.ts';

/*
 * Etsy's Open API v3 (shared/outside-systems.md A.1) behind our MarketplaceAdapter: the OAuth dance with PKCE, the
 * shop of the user who signed in, receipts paged by offset (the offset is our cursor, so an import resumes where it
 * stopped), createReceiptShipment for tracking, and the signed order.paid webhook. Etsy has no cancel and no token
 * revocation in its API: `cancel` is refused without a call, `revoke` does nothing at Etsy.
 */

/** getShopReceipts answers at most this many a page. */
const PAGE_SIZE = 100;

interface EtsyShop {
  shop_id: number;
  shop_name: string;
  url: string;
}

interface ReceiptsPage {
  count: number;
  results: EtsyReceipt[];
}

interface OrderPaid {
  event_type?: unknown;
  resource_url?: unknown;
  shop_id?: unknown;
}

const RESOURCE = /\/v3\/application\/shops\/(\d+)\/receipts\/(\d+)$/;

export function etsyMarketplace(config: Config, deps: AdapterDeps, sandbox: boolean): MarketplaceAdapter {
  const endpoints = etsyEndpoints(config, deps.publicUrl, sandbox);
  const http = etsyHttp(endpoints, deps);

  const forShop = bearerSession<Omit<EtsyRequest, 'accessToken'>, EtsyAnswer>({
    now: deps.now,
    refresh: (credentials, now) => refreshCredentials(http, endpoints, credentials, now),
    send: (request, accessToken) => http.send({ ...request, accessToken }),
  });

  const shopPath = (session: ShopSession) => {
    const shopId = session.credentials.account.shop_id;
    if (!shopId) throw new MarketplaceError('reauthorize', 'the credentials name no Etsy shop');
    return `/v3/application/shops/${encodeURIComponent(shopId)}`;
  };

  return {
    kind: 'etsy',
    authorizeUrl: (pending) => etsyAuthorizeUrl(endpoints, pending),

    async finishAuthorization(params, pending) {
      const code = codeOfRedirect(params, pending);
      const credentials = await exchangeCode(http, endpoints, { code, pending, now: deps.now() });
      const userId = encodeURIComponent(credentials.account.user_id ?? '');
      const answer = await http.send({
        method: 'GET',
        path: `/v3/application/users/${userId}/shops`,
        accessToken: credentials.accessToken,
      });
      if (answer.status === 404) throw new MarketplaceError('bad_shop', etsyWords(answer.body, 404), 404);
      if (answer.status !== 200) throw etsyFailure(answer);
      const shop = answer.body as EtsyShop;
      return {
        externalId: String(shop.shop_id),
        name: shop.shop_name,
        url: shop.url,
        credentials: { ...credentials, account: { ...credentials.account, shop_id: String(shop.shop_id) } },
      };
    },

    async listOrders(session, { modifiedSince, cursor }) {
      const offset = cursor === null ? 0 : Number(cursor);
      if (!Number.isInteger(offset) || offset < 0) throw new MarketplaceError('invalid', `bad cursor ${cursor}`);
      const query: Record<string, string> = {
        limit: String(PAGE_SIZE),
        offset: String(offset),
        sort_on: 'updated',
        sort_order: 'asc',
      };
      if (modifiedSince) query.min_last_modified = String(Math.floor(modifiedSince.getTime() / 1000));
      const answer = await forShop(session, { method: 'GET', path: `${shopPath(session)}/receipts`, query });
      if (answer.status !== 200) throw etsyFailure(answer);
      const page = answer.body as ReceiptsPage;
      const next = offset + page.results.length;
      return {
        orders: page.results.map(orderFromReceipt),
        cursor: page.results.length > 0 && next < page.count ? String(next) : null,
      };
    },

    async order(session, externalId) {
      const path = `${shopPath(session)}/receipts/${encodeURIComponent(externalId)}`;
      const answer = await forShop(session, { method: 'GET', path });
      if (answer.status !== 200) throw etsyFailure(answer);
      return orderFromReceipt(answer.body as EtsyReceipt);
    },

    carrierCodeFor: etsyCarrierSlug,

    async pushTracking(session, orderExternalId, push) {
      // JSON, as the current definition declares the body (it was a form until 2026). Without a track Etsy only
      // marks the receipt shipped, which some receipts refuse (US over $10, India).
      const json: Record<string, unknown> = { send_bcc: false };
      if (push.trackingNumber) {
        json.tracking_code = push.trackingNumber;
        json.carrier_name = push.carrierCode;
      }
      const path = `${shopPath(session)}/receipts/${encodeURIComponent(orderExternalId)}/tracking`;
      const answer = await forShop(session, { method: 'POST', path, json });
      // 409: the receipt already has this track (an earlier try went through before its answer was lost). Sending
      // it again would only e-mail the buyer again, so it counts as delivered.
      if (answer.status === 200 || answer.status === 409) return;
      if (answer.status === 400 && /tracking number is required/i.test(etsyWords(answer.body, 400))) {
        throw new MarketplaceError('tracking_required', etsyWords(answer.body, 400), 400);
      }
      // A 403 here is Etsy withdrawing createReceiptShipment from this shop (new sellers in some countries).
      throw etsyFailure(answer, 'tracking_not_permitted');
    },

    cancelReasons: [],
    cancel: () =>
      Promise.reject(
        new MarketplaceError('not_supported', 'Etsy has no API to cancel an order; the seller cancels it at Etsy.'),
      ),

    // Etsy has no endpoint to revoke a token: unlinking forgets ours, and the seller may remove the app at Etsy.
    revoke: () => Promise.resolve(),

    verifyPush(headers, rawBody): MarketplaceEvent {
      if (!endpoints.webhookSecret) throw new MarketplaceError('bad_signature', 'no Etsy webhook secret configured');
      const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
      const refusal = webhookRefusal(endpoints.webhookSecret, lower, rawBody, deps.now());
      if (refusal) throw new MarketplaceError('bad_signature', `Etsy webhook refused: ${refusal}`);
      let event: OrderPaid;
      try {
        event = JSON.parse(rawBody) as OrderPaid;
      } catch {
        throw new MarketplaceError('invalid', 'Etsy webhook body is not JSON');
      }
      const resource = typeof event.resource_url === 'string' ? RESOURCE.exec(event.resource_url) : null;
      if (event.event_type !== 'order.paid' || !resource) {
        throw new MarketplaceError('invalid', `unexpected Etsy webhook ${String(event.event_type)}`);
      }
      return {
        deliveryId: lower['webhook-id']!,
        shopExternalId: String(event.shop_id ?? resource[1]),
        orderExternalId: resource[2]!,
      };
    },
  };
}
