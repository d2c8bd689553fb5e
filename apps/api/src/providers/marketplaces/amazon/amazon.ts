import { createHash } from 'node:crypto';
import type { Config } from '../../../config.ts';
import { MarketplaceError, type MarketplaceAdapter, type ShopSession } from '../marketplace.ts';
import type { AdapterDeps } from '../marketplaces.ts';
import { amazonCarrierCode, AMAZON_OTHER_CARRIER } from './amazon-carriers.ts';
import { spApiClient } from './amazon-client.ts';
import { amazonEndpoints } from './amazon-endpoints.ts';
import { lwaClient } from './amazon-lwa.ts';
import { amazonOrderToMarketplace, type AmazonOrder, type AmazonOrderItem } from './amazon-order-mapping.ts';

/*
 * Amazon's Selling Partner API for a merchant-fulfilled (MFN) seller (shared/outside-systems.md A.2): the website
 * authorization workflow with Login with Amazon, Orders v0 (orders, then each order's items), confirmShipment and
 * cancelOrder. Amazon pushes no HTTP webhooks (its ORDER_CHANGE goes to SQS or EventBridge), so orders arrive by the
 * import; and no API revokes a seller's authorization (the seller removes the app in Seller Central).
 */

/** cancelOrder's reasons (developer-docs.amazon.com/sp-api/reference/cancelorder); the whole order or nothing. */
export const AMAZON_CANCEL_REASONS = [
  'NO_INVENTORY',
  'BUYER_CANCELLED',
  'SHIPPING_ADDRESS_UNDELIVERABLE',
  'CUSTOMER_EXCHANGE',
  'PRICING_ERROR',
] as const;

/** Sellers authorize an app for a year (developer-docs.amazon.com/sp-api/docs/renew-authorizations). */
const AUTHORIZATION_DAYS = 365;
/** With no date to start from, the import asks for everything changed since then. */
const EARLIEST = new Date('2000-01-01T00:00:00Z');

/** Amazon's `packageReferenceId` is a positive number unique within the order: one per tracking number. */
const packageReferenceOf = (trackingNumber: string) =>
  String(BigInt(`0x${createHash('sha256').update(trackingNumber).digest('hex').slice(0, 12)}`) + 1n);

export function amazonMarketplace(config: Config, deps: AdapterDeps, sandbox: boolean): MarketplaceAdapter {
  const endpoints = amazonEndpoints(config, deps.publicUrl, sandbox);
  const lwa = lwaClient(endpoints, deps.fetch);
  const api = spApiClient(endpoints, deps, lwa);
  const marketplaceOf = (session: ShopSession) => session.credentials.account.marketplaceId ?? endpoints.marketplaceId;
  const orderPath = (orderId: string) => `/orders/v0/orders/${encodeURIComponent(orderId)}`;

  async function itemsOf(session: ShopSession, orderId: string): Promise<AmazonOrderItem[]> {
    const items: AmazonOrderItem[] = [];
    let nextToken: string | undefined;
    do {
      const answer = await api.call<{ payload: { OrderItems: AmazonOrderItem[]; NextToken?: string } }>(session, {
        operation: 'getOrderItems',
        method: 'GET',
        path: `${orderPath(orderId)}/orderItems`,
        restricted: true,
        query: nextToken ? { NextToken: nextToken } : {},
      });
      items.push(...(answer?.payload.OrderItems ?? []));
      nextToken = answer?.payload.NextToken;
    } while (nextToken);
    return items;
  }

  const withItems = async (session: ShopSession, order: AmazonOrder) =>
    amazonOrderToMarketplace(order, await itemsOf(session, order.AmazonOrderId));

  return {
    kind: 'amazon',

    authorizeUrl(pending) {
      const url = new URL(endpoints.consentUrl);
      url.searchParams.set('application_id', endpoints.appId);
      url.searchParams.set('state', pending.state);
      url.searchParams.set('redirect_uri', pending.redirectUri);
      // The app's draft version: what Amazon authorizes until the app is published in the Appstore.
      url.searchParams.set('version', 'beta');
      return url.toString();
    },

    async finishAuthorization(params, pending) {
      if (params.state !== pending.state) throw new MarketplaceError('state_mismatch', 'The state is not ours');
      if (params.error) throw new MarketplaceError('denied', params.error_description ?? params.error);
      // A seller who cancels at the consent page comes back without a code.
      const code = params.spapi_oauth_code;
      if (!code) throw new MarketplaceError('denied', 'Amazon sent no authorization code');
      const sellingPartnerId = params.selling_partner_id ?? '';
      if (!/^[A-Z0-9]{8,20}$/.test(sellingPartnerId)) {
        throw new MarketplaceError('bad_shop', 'Amazon sent no valid selling_partner_id');
      }
      const tokens = await lwa.exchangeCode(code, pending.redirectUri);
      const now = deps.now().getTime();
      return {
        externalId: sellingPartnerId,
        name: pending.shopName || sellingPartnerId,
        url: `https://www.amazon.com/sp?seller=${sellingPartnerId}`,
        credentials: {
          accessToken: tokens.access_token,
          refreshToken: tokens.refresh_token,
          accessExpiresAt: new Date(now + tokens.expires_in * 1000),
          authorizationExpiresAt: new Date(now + AUTHORIZATION_DAYS * 86_400_000),
          account: { sellingPartnerId, marketplaceId: endpoints.marketplaceId },
        },
      };
    },

    async listOrders(session, { modifiedSince, cursor }) {
      // Amazon's dates have whole seconds: asking from the start of the second misses nothing changed within it.
      const since = Math.floor(Math.min((modifiedSince ?? EARLIEST).getTime(), deps.now().getTime()) / 1000) * 1000;
      const answer = await api.call<{ payload: { Orders: AmazonOrder[]; NextToken?: string } }>(session, {
        operation: 'getOrders',
        method: 'GET',
        path: '/orders/v0/orders',
        restricted: true,
        query: cursor
          ? { MarketplaceIds: marketplaceOf(session), NextToken: cursor }
          : {
              MarketplaceIds: marketplaceOf(session),
              LastUpdatedAfter: new Date(since).toISOString(),
              MaxResultsPerPage: '100',
            },
      });
      const orders = [];
      // One by one: getOrderItems has a usage plan of its own, and a burst of parallel calls only spends it faster.
      for (const order of answer?.payload.Orders ?? []) orders.push(await withItems(session, order));
      return {
        orders,
        cursor: answer?.payload.NextToken ?? null,
        personalDataWithheld: api.personalDataRefused(session),
      };
    },

    async order(session, externalId) {
      const answer = await api.call<{ payload: AmazonOrder }>(session, {
        operation: 'getOrder',
        method: 'GET',
        path: orderPath(externalId),
        restricted: true,
      });
      if (!answer) throw new MarketplaceError('not_found', `Order ${externalId} not found`, 404);
      return withItems(session, answer.payload);
    },

    carrierCodeFor: amazonCarrierCode,

    async pushTracking(session, orderExternalId, push) {
      await api.call(session, {
        operation: 'confirmShipment',
        method: 'POST',
        path: `${orderPath(orderExternalId)}/shipmentConfirmation`,
        body: {
          marketplaceId: marketplaceOf(session),
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

    cancelReasons: AMAZON_CANCEL_REASONS,

    async cancel(session, orderExternalId, reason) {
      if (!(AMAZON_CANCEL_REASONS as readonly string[]).includes(reason)) {
        throw new MarketplaceError('invalid', `Amazon takes no cancel reason ${reason}`);
      }
      try {
        await api.call(session, {
          operation: 'cancelOrder',
          method: 'PUT',
          path: `/orders/2026-01-01/orders/${encodeURIComponent(orderExternalId)}/cancellation`,
          body: { marketplaceId: marketplaceOf(session), cancelReasonCode: reason },
        });
      } catch (error) {
        // With a reason Amazon takes, a 400 is the order's state: shipped, or cancelled already.
        if (error instanceof MarketplaceError && error.code === 'invalid') {
          throw new MarketplaceError('cancel_refused', error.message, error.status);
        }
        throw error;
      }
    },

    // No API revokes a seller's authorization: the seller removes the app under Seller Central → Manage Your Apps.
    async revoke() {},
  };
}
