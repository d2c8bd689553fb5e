import type { MarketplacesConfig } from '../marketplaces.config.ts';
import { MarketplaceError, type MarketplaceAdapter, type ShopSession } from '../marketplace.ts';
import type { AdapterDeps } from '../marketplaces.ts';
import { bearerSession } from '../bearer-session.ts';
import { etsyAuthorization } from './etsy-authorization.ts';
import { etsyCarrierSlug } from './etsy-carriers.ts';
import { etsyEndpoints } from './etsy-endpoints.ts';
import { etsyFailure, etsyHttp, etsyWords, type EtsyAnswer, type EtsyRequest } from './etsy-http.ts';
import { refreshCredentials } from './etsy-oauth.ts';
import { etsyPushVerifier } from './etsy-push.ts';
import { orderFromReceipt, type EtsyReceipt } from './etsy-receipt.ts';

/*
 * Etsy's Open API v3 (shared/outside-systems.md A.1) behind our MarketplaceAdapter: the OAuth dance with PKCE, the
 * shop of the user who signed in, receipts paged by offset (the offset is our cursor, so an import resumes where it
 * stopped), createReceiptShipment for tracking, and the signed order.paid webhook. Etsy has no cancel and no token
 * revocation in its API: `cancel` is refused without a call, `revoke` does nothing at Etsy.
 */

/** getShopReceipts answers at most this many a page. */
const PAGE_SIZE = 100;

interface ReceiptsPage {
  count: number;
  results: EtsyReceipt[];
}

export function etsyMarketplace(config: MarketplacesConfig, deps: AdapterDeps, sandbox: boolean): MarketplaceAdapter {
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
    ...etsyAuthorization(endpoints, http, deps),

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

    automaticTracks: true,
    cancelReasons: [],
    cancel: () =>
      Promise.reject(
        new MarketplaceError('not_supported', 'Etsy has no API to cancel an order; the seller cancels it at Etsy.'),
      ),

    // Etsy has no endpoint to revoke a token: unlinking forgets ours, and the seller may remove the app at Etsy.
    revoke: () => Promise.resolve(),

    verifyPush: etsyPushVerifier(endpoints.webhookSecret, deps.now),
  };
}
