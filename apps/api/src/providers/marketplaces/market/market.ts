import type { MarketplacesConfig } from '../marketplaces.config.ts';
import type { MarketplaceAdapter, MarketplaceErrorCode } from '../marketplace.ts';
import type { AdapterDeps } from '../marketplaces.ts';
import { bearerSession } from '../bearer-session.ts';
import { marketAuthorization } from './market-authorization.ts';
import { marketCarrierCode } from './market-carriers.ts';
import { marketEndpoints } from './market-endpoints.ts';
import { marketFailure, marketHttp, type MarketAnswer, type MarketRequest } from './market-http.ts';
import { refreshCredentials, revokeCredentials } from './market-oauth.ts';
import { MARKET_CANCEL_REASONS, orderFromMarket, type MarketOrder } from './market-order.ts';
import { problemKind, type FieldError } from './market-problem.ts';
import { marketPushVerifier } from './market-push.ts';

/*
 * The provider's own market (docs/sandbox-market.md) behind our MarketplaceAdapter: OAuth with PKCE and a client
 * secret, the shop of the seller who signed in, orders paged by an opaque cursor (oldest change first, so an import
 * resumes where it stopped), shipments, cancellations with the market's reasons, token revocation, and the signed
 * order.created / order.updated webhooks.
 */

/** The market answers at most 200 orders a page. */
const PAGE_SIZE = '200';

interface OrdersPage {
  data: MarketOrder[];
  next_cursor: string | null;
}

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

export function marketMarketplace(config: MarketplacesConfig, deps: AdapterDeps, sandbox: boolean): MarketplaceAdapter {
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
    ...marketAuthorization(endpoints, http, deps),

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

    automaticTracks: false,
    cancelReasons: MARKET_CANCEL_REASONS,

    async cancel(session, orderExternalId, reason) {
      const path = `${orderPath(orderExternalId)}/cancel`;
      const answer = await forShop(session, { method: 'POST', path, json: { reason } });
      if (answer.status === 200) return;
      throw marketFailure(answer, { 403: forbidden(answer, 'cancel_refused'), 409: 'cancel_refused' });
    },

    revoke: (session) => revokeCredentials(http, session.credentials),

    verifyPush: marketPushVerifier(endpoints.clientSecret, deps.now),
  };
}
