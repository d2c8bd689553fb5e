import type { MarketplacesConfig } from '../marketplaces.config.ts';
import { MarketplaceError, type MarketplaceAdapter, type ShopSession } from '../marketplace.ts';
import type { AdapterDeps } from '../marketplaces.ts';
import { ebayAuthorization } from './ebay-authorization.ts';
import { EBAY_CANCEL_REASONS, ebayCancel } from './ebay-cancel.ts';
import { ebayCarrierCode } from './ebay-carriers.ts';
import { ebayClient } from './ebay-client.ts';
import { ebayEndpoints } from './ebay-endpoints.ts';
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

const ORDERS = '/sell/fulfillment/v1/order';
/** getOrders takes up to 1,000; 200 keeps one answer a few hundred kilobytes. */
const PAGE_SIZE = '200';

interface OrdersAnswer {
  orders: EbayOrder[];
  next?: string;
}

interface Fulfillments {
  fulfillments?: Array<{ shipmentTrackingNumber?: string }>;
}

export function ebayMarketplace(config: MarketplacesConfig, deps: AdapterDeps, sandbox: boolean): MarketplaceAdapter {
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

    ...ebayAuthorization(endpoints, oauth, api, deps),

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

    automaticTracks: false,
    cancelReasons: EBAY_CANCEL_REASONS,

    cancel: ebayCancel(api, fetchOrder),

    // eBay has no endpoint that revokes a user token: the seller removes the app in My eBay's account permissions.
    async revoke() {},
  };
}
