import { createHash } from 'node:crypto';
import type { MarketplacesConfig } from '../marketplaces.config.ts';
import { MarketplaceError, type MarketplaceAdapter, type ShopSession } from '../marketplace.ts';
import type { AdapterDeps } from '../marketplaces.ts';
import { amazonAuthorization } from './amazon-authorization.ts';
import { amazonCarrierCode, AMAZON_OTHER_CARRIER } from './amazon-carriers.ts';
import { spApiClient } from './amazon-client.ts';
import { amazonEndpoints } from './amazon-endpoints.ts';
import { lwaClient } from './amazon-lwa.ts';
import { orders2026 } from './amazon-orders-2026.ts';
import { ordersV0 } from './amazon-orders-v0.ts';
import { ORDER_RESOURCES_2026, ORDER_RESOURCES_V0 } from './amazon-restricted-data.ts';

/*
 * Amazon's Selling Partner API for a merchant-fulfilled (MFN) seller (shared/outside-systems.md A.2): the website
 * authorization workflow with Login with Amazon, the order reads of Orders v0 or of the Orders API 2026-01-01
 * (AMAZON_ORDERS_API), and confirmShipment. Amazon pushes no HTTP webhooks (its ORDER_CHANGE goes to SQS or
 * EventBridge), so orders arrive by the import; and no API revokes a seller's authorization (the seller removes the
 * app in Seller Central). Amazon's published models have no operation that cancels an order: the seller cancels it
 * in Seller Central, and the cabinet says so instead of offering a cancel.
 */

/** With no date to start from, the import asks for everything changed since then. */
const EARLIEST = new Date('2000-01-01T00:00:00Z');

/** Amazon's `packageReferenceId` is a positive number unique within the order: one per tracking number. */
const packageReferenceOf = (trackingNumber: string) =>
  String(BigInt(`0x${createHash('sha256').update(trackingNumber).digest('hex').slice(0, 12)}`) + 1n);

export function amazonMarketplace(config: MarketplacesConfig, deps: AdapterDeps, sandbox: boolean): MarketplaceAdapter {
  const endpoints = amazonEndpoints(config, deps.publicUrl, sandbox);
  const lwa = lwaClient(endpoints, deps.fetch);
  const v2026 = config.AMAZON_ORDERS_API === '2026-01-01';
  const api = spApiClient(endpoints, deps, lwa, v2026 ? ORDER_RESOURCES_2026 : ORDER_RESOURCES_V0);
  const marketplaceOf = (session: ShopSession) => session.credentials.account.marketplaceId ?? endpoints.marketplaceId;
  // Orders are read in every marketplace of the account (each priced in its own currency); a shipment is confirmed in
  // the order's own marketplace, which Amazon's getOrder tells (the home one when it does not).
  const marketplacesOf = (session: ShopSession) =>
    session.credentials.account.marketplaceIds ?? endpoints.marketplaceIds.join(',');
  const reader = (v2026 ? orders2026 : ordersV0)(api, marketplacesOf);

  return {
    kind: 'amazon',

    ...amazonAuthorization(endpoints, lwa, deps),

    async listOrders(session, { modifiedSince, cursor }) {
      // Amazon's dates have whole seconds: asking from the start of the second misses nothing changed within it.
      const since = Math.floor(Math.min((modifiedSince ?? EARLIEST).getTime(), deps.now().getTime()) / 1000) * 1000;
      const page = await reader.list(session, new Date(since), cursor);
      return { ...page, personalDataWithheld: api.personalDataRefused(session) };
    },

    order: (session, externalId) => reader.get(session, externalId),

    carrierCodeFor: amazonCarrierCode,

    async pushTracking(session, orderExternalId, push) {
      // A store that sells in one marketplace has its orders there: no getOrder spent on asking.
      const sellsIn = marketplacesOf(session).split(',');
      const marketplaceId =
        sellsIn.length === 1
          ? sellsIn[0]!
          : ((await reader.marketplaceOf(session, orderExternalId)) ?? marketplaceOf(session));
      await api.call(session, {
        operation: 'confirmShipment',
        method: 'POST',
        path: `/orders/v0/orders/${encodeURIComponent(orderExternalId)}/shipmentConfirmation`,
        body: {
          marketplaceId,
          packageDetail: {
            packageReferenceId: packageReferenceOf(push.trackingNumber),
            carrierCode: push.carrierCode,
            // Amazon shows our carrier's own name only for `Other`; for its listed carriers the code says it.
            ...(push.carrierCode === AMAZON_OTHER_CARRIER ? { carrierName: push.carrierName } : {}),
            trackingNumber: push.trackingNumber,
            shipDate: deps.now().toISOString(),
            orderItems: push.lines.map((line) => ({ orderItemId: line.externalId, quantity: line.quantity })),
          },
        },
      });
    },

    automaticTracks: false,
    isConfigured: (c) => Boolean(c.refreshToken && c.account.sellingPartnerId && c.account.marketplaceId),
    cancelReasons: [],
    cancel: () =>
      Promise.reject(
        new MarketplaceError(
          'not_supported',
          "Amazon's Selling Partner API has no operation that cancels an order; the seller cancels it in Seller Central.",
        ),
      ),

    // No API revokes a seller's authorization: the seller removes the app under Seller Central → Manage Your Apps.
    async revoke() {},
  };
}
