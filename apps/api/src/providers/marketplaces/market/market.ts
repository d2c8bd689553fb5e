import type { Config } from '../../../config.ts';
import {
  MarketplaceError,
  type MarketplaceAdapter,
  type MarketplaceErrorCode,
  type MarketplaceEvent,
} from '../marketplace.ts';
import type { AdapterDeps } from '../marketplaces.ts';
import { bearerSession } from '../bearer-session.ts';
import { codeOfRedirect } from '../pkce-oauth.ts';
import { marketCarrierCode } from './market-carriers.ts';
import { marketEndpoints } from './market-endpoints.ts';
import { marketFailure, marketHttp, marketWords, type MarketAnswer, type MarketRequest } from './market-http.ts';
import { exchangeCode, marketAuthorizeUrl, refreshCredentials, revokeCredentials } from './market-oauth.ts';
import { MARKET_CANCEL_REASONS, orderFromMarket, type MarketOrder } from './market-order.ts';
import { problemKind, type FieldError } from './market-problem.ts';
import { signatureRefusal } from './market-webhook.ts';

/*
 * The provider's own market (docs/sandbox-market.md) behind our MarketplaceAdapter: OAuth with PKCE and a client
 * secret, the shop of the seller who signed in, orders paged by an opaque cursor (oldest change first, so an import
 * resumes where it stopped), shipments, cancellations with the market's reasons, token revocation, and the signed
 * order.created / order.updated webhooks.
 */

/** The market answers at most 200 orders a page. */
const PAGE_SIZE = '200';

interface MarketShop {
  id: string;
  handle: string;
  name: string;
  url: string;
  currency: string;
}

interface OrdersPage {
  data: MarketOrder[];
  next_cursor: string | null;
}

interface OrderEvent {
  type?: unknown;
  shop_id?: unknown;
  data?: { order_id?: unknown };
}

const EVENT_TYPES = new Set(['order.created', 'order.updated']);

/** What a 403 means: a token without the scope needs a new consent; otherwise the call's own refusal. */
const forbidden = (answer: MarketAnswer, otherwise: MarketplaceErrorCode): MarketplaceErrorCode =>
  problemKind(answer.body) === 'insufficient-scope' ? 'reauthorize' : otherwise;

const fieldErrors = (answer: MarketAnswer): FieldError[] => {
  const errors = (answer.body as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? (errors as FieldError[]) : [];
};

/** A refused shipment body: the carrier the market does not know, the missing track, or anything else. */
function shipmentRefusal(answer: MarketAnswer): MarketplaceErrorCode {
  const errors = fieldErrors(answer);
  if (errors.some((e) => e.pointer === '/carrier' && e.code === 'unsupported')) return 'unknown_carrier';
  if (errors.some((e) => e.pointer === '/tracking_number' && e.code === 'required')) return 'tracking_required';
  return 'invalid';
}

export function marketMarketplace(config: Config, deps: AdapterDeps, sandbox: boolean): MarketplaceAdapter {
  const endpoints = marketEndpoints(config, deps.publicUrl, sandbox);
  const http = marketHttp(endpoints, deps);

  const forShop = bearerSession<Omit<MarketRequest, 'auth'>, MarketAnswer>({
    now: deps.now,
    refresh: (credentials, now) => refreshCredentials(http, credentials, now),
    send: (request, accessToken) => http.send({ ...request, auth: { bearer: accessToken } }),
  });

  const orderPath = (id: string) => `/v1/orders/${encodeURIComponent(id)}`;

  return {
    kind: 'market',
    authorizeUrl: (pending) => marketAuthorizeUrl(endpoints, pending),

    async finishAuthorization(params, pending) {
      const code = codeOfRedirect(params, pending);
      const credentials = await exchangeCode(http, { code, pending, now: deps.now() });
      const answer = await http.send({
        method: 'GET',
        path: '/v1/me/shop',
        auth: { bearer: credentials.accessToken },
      });
      if (answer.status === 404) throw new MarketplaceError('bad_shop', marketWords(answer.body, 404), 404);
      if (answer.status !== 200) throw marketFailure(answer);
      const shop = answer.body as MarketShop;
      return {
        externalId: shop.id,
        name: shop.name,
        url: shop.url,
        credentials: { ...credentials, account: { shop_id: shop.id, handle: shop.handle } },
      };
    },

    async listOrders(session, { modifiedSince, cursor }) {
      // The cursor carries the filter it was made with: a resumed import needs nothing else.
      const query: Record<string, string> = cursor
        ? { limit: PAGE_SIZE, cursor }
        : { limit: PAGE_SIZE, ...(modifiedSince ? { updated_since: modifiedSince.toISOString() } : {}) };
      const answer = await forShop(session, { method: 'GET', path: '/v1/orders', query });
      if (answer.status !== 200) throw marketFailure(answer);
      const page = answer.body as OrdersPage;
      return { orders: page.data.map(orderFromMarket), cursor: page.next_cursor };
    },

    async order(session, externalId) {
      const answer = await forShop(session, { method: 'GET', path: orderPath(externalId) });
      if (answer.status !== 200) throw marketFailure(answer);
      return orderFromMarket(answer.body as MarketOrder);
    },

    carrierCodeFor: marketCarrierCode,

    async pushTracking(session, orderExternalId, push) {
      const json = {
        carrier: push.carrierCode,
        tracking_number: push.trackingNumber,
        ...(push.trackingUrl ? { tracking_url: push.trackingUrl } : {}),
        // No items: the parcel carries the whole order (a further parcel of a shipped order adds its track).
        ...(push.lines.length > 0
          ? { items: push.lines.map((line) => ({ line_id: line.externalId, quantity: line.quantity })) }
          : {}),
      };
      const answer = await forShop(session, { method: 'POST', path: `${orderPath(orderExternalId)}/shipments`, json });
      if (answer.status === 201) return;
      throw marketFailure(answer, {
        403: forbidden(answer, 'tracking_not_permitted'),
        422: shipmentRefusal(answer),
      });
    },

    cancelReasons: MARKET_CANCEL_REASONS,

    async cancel(session, orderExternalId, reason) {
      const path = `${orderPath(orderExternalId)}/cancel`;
      const answer = await forShop(session, { method: 'POST', path, json: { reason } });
      if (answer.status === 200) return;
      throw marketFailure(answer, { 403: forbidden(answer, 'cancel_refused'), 409: 'cancel_refused' });
    },

    revoke: (session) => revokeCredentials(http, session.credentials),

    verifyPush(headers, rawBody): MarketplaceEvent {
      const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
      const refusal = signatureRefusal(endpoints.clientSecret, lower['market-signature'], rawBody, deps.now());
      if (refusal) throw new MarketplaceError('bad_signature', `market webhook refused: ${refusal}`);
      const deliveryId = lower['market-delivery'];
      if (!deliveryId) throw new MarketplaceError('invalid', 'market webhook without a Market-Delivery id');
      let event: OrderEvent;
      try {
        event = JSON.parse(rawBody) as OrderEvent;
      } catch {
        throw new MarketplaceError('invalid', 'market webhook body is not JSON');
      }
      const orderId = event.data?.order_id;
      if (!EVENT_TYPES.has(String(event.type)) || typeof event.shop_id !== 'string' || typeof orderId !== 'string') {
        throw new MarketplaceError('invalid', `unexpected market webhook ${String(event.type)}`);
      }
      return { deliveryId, shopExternalId: event.shop_id, orderExternalId: orderId };
    },
  };
}
