import type { Config } from '../../../config.ts';
import { MarketplaceError, type MarketplaceAdapter, type ShopSession } from '../marketplace.ts';
import type { AdapterDeps } from '../marketplaces.ts';
import { ebayCarrierCode } from './ebay-carriers.ts';
import { ebayClient } from './ebay-client.ts';
import { EBAY_SCOPES, ebayEndpoints } from './ebay-endpoints.ts';
import { ebayAccountDeletions } from './ebay-notifications.ts';
import { ebayOAuth } from './ebay-oauth.ts';
import { ebayOrderToMarketplace, type EbayOrder } from './ebay-order-mapping.ts';

/*
 * eBay for a seller (shared/outside-systems.md A.4): OAuth with the RuName as redirect_uri, the Commerce Identity API
 * for who signed in, the Sell Fulfillment API for orders and shipping fulfilments, and the Post-Order API for
 * cancellations (eligibility first: EBAY_US allows a seller's cancel only in the hour after purchase). eBay's order
 * pushes are Trading-API platform notifications, not the signed JSON of the Notification API, so orders arrive by the
 * import (no verifyPush); the Notification API brings the account deletion notices every eBay app must act on
 * (ebay-notifications.ts). No API revokes a user token.
 */

/** The Post-Order reasons a seller may give (CancelReasonEnum). */
export const EBAY_CANCEL_REASONS = ['OUT_OF_STOCK_OR_CANNOT_FULFILL', 'BUYER_ASKED_CANCEL', 'ADDRESS_ISSUES'] as const;

const ORDERS = '/sell/fulfillment/v1/order';
/** getOrders takes up to 1,000; 200 keeps one answer a few hundred kilobytes. */
const PAGE_SIZE = '200';

interface OrdersAnswer {
  orders: EbayOrder[];
  next?: string;
}

interface Eligibility {
  eligible: boolean;
  failureReason?: string[];
}

interface Fulfillments {
  fulfillments?: Array<{ shipmentTrackingNumber?: string }>;
}

export function ebayMarketplace(config: Config, deps: AdapterDeps, sandbox: boolean): MarketplaceAdapter {
  const endpoints = ebayEndpoints(config, deps.publicUrl, sandbox);
  const oauth = ebayOAuth(endpoints, deps.fetch);
  const api = ebayClient(endpoints, deps, oauth);
  const orderPath = (orderId: string) => `${ORDERS}/${encodeURIComponent(orderId)}`;

  async function fetchOrder(session: ShopSession, orderId: string): Promise<EbayOrder> {
    const { body } = await api.call<EbayOrder>(session, { method: 'GET', path: orderPath(orderId) });
    if (!body) throw new MarketplaceError('not_found', `Order ${orderId} not found`, 404);
    return body;
  }

  return {
    kind: 'ebay',
    privacyNotices: ebayAccountDeletions(endpoints, deps, oauth),

    authorizeUrl(pending) {
      const url = new URL(endpoints.authUrl);
      url.searchParams.set('client_id', endpoints.clientId);
      url.searchParams.set('redirect_uri', endpoints.ruName);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', EBAY_SCOPES.join(' '));
      url.searchParams.set('state', pending.state);
      // The seller signs in as the account to connect, even with another eBay session open in the browser.
      url.searchParams.set('prompt', 'login');
      return url.toString();
    },

    async finishAuthorization(params, pending) {
      if (params.state !== pending.state) throw new MarketplaceError('state_mismatch', 'The state is not ours');
      if (params.error) throw new MarketplaceError('denied', params.error_description ?? params.error);
      if (!params.code) throw new MarketplaceError('denied', 'eBay sent no authorization code');
      const tokens = await oauth.exchangeCode(params.code);
      const now = deps.now().getTime();
      const credentials = {
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token ?? null,
        accessExpiresAt: new Date(now + tokens.expires_in * 1000),
        // The refresh token's end (18 months): then the seller consents again.
        authorizationExpiresAt: tokens.refresh_token_expires_in
          ? new Date(now + tokens.refresh_token_expires_in * 1000)
          : null,
        account: {},
      };
      // Which account the seller signed in with: what they typed at our end may be another one.
      const { body: user } = await api.call<{ userId: string; username: string }>(
        { credentials, save: async () => {} },
        { method: 'GET', path: '/commerce/identity/v1/user/', identity: true },
      );
      if (!user?.username) throw new MarketplaceError('bad_shop', 'eBay did not say who signed in');
      return {
        externalId: user.username,
        name: user.username,
        url: `https://www.ebay.com/usr/${encodeURIComponent(user.username)}`,
        credentials: { ...credentials, account: { username: user.username, userId: user.userId } },
      };
    },

    async listOrders(session, { modifiedSince, cursor }) {
      // eBay refuses a range that starts in the future ("Invalid date range").
      const since = modifiedSince && new Date(Math.min(modifiedSince.getTime(), deps.now().getTime()));
      const query = cursor
        ? Object.fromEntries(new URLSearchParams(cursor))
        : {
            ...(since ? { filter: `lastmodifieddate:[${since.toISOString()}..]` } : {}),
            limit: PAGE_SIZE,
            offset: '0',
          };
      const { body } = await api.call<OrdersAnswer>(session, { method: 'GET', path: ORDERS, query });
      return {
        orders: (body?.orders ?? []).map(ebayOrderToMarketplace),
        // The next page is eBay's `next` link; its query (filter, limit, offset) is all a later call needs.
        cursor: body?.next ? new URL(body.next).search.slice(1) : null,
      };
    },

    async order(session, externalId) {
      return ebayOrderToMarketplace(await fetchOrder(session, externalId));
    },

    carrierCodeFor: ebayCarrierCode,

    // One shipping fulfilment per package (eBay: "for each package, execute this call once"), holding exactly the
    // package's lines and quantities. A number eBay already has is not sent again: an earlier try went through and
    // its answer was lost. More than a line has left is eBay's to refuse.
    async pushTracking(session, orderExternalId, push) {
      const path = `${orderPath(orderExternalId)}/shipping_fulfillment`;
      const { body: existing } = await api.call<Fulfillments>(session, { method: 'GET', path });
      const earlier = existing?.fulfillments ?? [];
      if (earlier.some((fulfillment) => fulfillment.shipmentTrackingNumber === push.trackingNumber)) return;
      await api.call(session, {
        method: 'POST',
        path,
        body: {
          lineItems: push.lines.map((line) => ({ lineItemId: line.externalId, quantity: line.quantity })),
          shippedDate: deps.now().toISOString(),
          shippingCarrierCode: push.carrierCode,
          trackingNumber: push.trackingNumber,
        },
      });
    },

    cancelReasons: EBAY_CANCEL_REASONS,

    async cancel(session, orderExternalId, reason) {
      if (!(EBAY_CANCEL_REASONS as readonly string[]).includes(reason)) {
        throw new MarketplaceError('invalid', `eBay takes no seller cancel reason ${reason}`);
      }
      const order = await fetchOrder(session, orderExternalId);
      // Post-Order's legacyOrderId is the order's id (eBay's order ids have had one format since 2019).
      const legacyOrderId = order.orderId;
      const { body: eligibility } = await api.call<Eligibility>(session, {
        method: 'POST',
        path: '/post-order/v2/cancellation/check_eligibility',
        body: { legacyOrderId },
        postOrder: true,
      });
      if (!eligibility?.eligible) {
        throw new MarketplaceError('cancel_refused', (eligibility?.failureReason ?? []).join(', ') || 'Not eligible');
      }
      const payment = (order.paymentSummary as { payments?: Array<{ paymentDate?: string }> } | undefined)
        ?.payments?.[0];
      const paid = order.orderPaymentStatus === 'PAID';
      try {
        await api.call(session, {
          method: 'POST',
          path: '/post-order/v2/cancellation',
          body: {
            legacyOrderId,
            cancelReason: reason,
            buyerPaid: paid,
            ...(paid ? { buyerPaidDate: { value: payment?.paymentDate ?? order.creationDate } } : {}),
          },
          postOrder: true,
        });
      } catch (error) {
        if (error instanceof MarketplaceError && error.code === 'invalid') {
          throw new MarketplaceError('cancel_refused', error.message, error.status);
        }
        throw error;
      }
    },

    // eBay has no endpoint that revokes a user token: the seller removes the app in My eBay's account permissions.
    async revoke() {},
  };
}
