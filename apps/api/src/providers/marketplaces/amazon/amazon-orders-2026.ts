import { MarketplaceError, type ShopSession } from '../marketplace.ts';
import type { SpApiClient } from './amazon-client.ts';
import { amazon2026OrderToMarketplace, type AmazonOrder2026 } from './amazon-order-mapping-2026.ts';
import type { AmazonOrdersReader } from './amazon-orders-v0.ts';

/*
 * The order reads of the Orders API 2026-01-01 (orders_2026-01-01.json): searchOrders by lastUpdatedAfter, paged by
 * paginationToken, and getOrder, each order with its items inside (no getOrderItems). `includedData` asks for what the
 * cabinet shows: the buyer, the recipient's address, the proceeds (amounts), the fulfilment, the promotions and a
 * buyer's request to cancel.
 * Arrays go comma-separated, Swagger 2.0's default `collectionFormat` (csv) for query parameters.
 */

const INCLUDED = 'BUYER,RECIPIENT,PROCEEDS,FULFILLMENT,PROMOTION,CANCELLATION';
const orderPath = (orderId: string) => `/orders/2026-01-01/orders/${encodeURIComponent(orderId)}`;

export function orders2026(api: SpApiClient, marketplacesOf: (session: ShopSession) => string): AmazonOrdersReader {
  return {
    async list(session, since, cursor) {
      const answer = await api.call<{ orders: AmazonOrder2026[]; pagination?: { nextToken?: string } }>(session, {
        operation: 'searchOrders',
        method: 'GET',
        path: '/orders/2026-01-01/orders',
        restricted: true,
        query: {
          marketplaceIds: marketplacesOf(session),
          includedData: INCLUDED,
          lastUpdatedAfter: since.toISOString(),
          maxResultsPerPage: '100',
          // The next page is asked for with the same filters and the token (the model's own examples do so).
          ...(cursor ? { paginationToken: cursor } : {}),
        },
      });
      return {
        orders: (answer?.orders ?? []).map(amazon2026OrderToMarketplace),
        cursor: answer?.pagination?.nextToken ?? null,
      };
    },

    async get(session, orderId) {
      const answer = await api.call<{ order: AmazonOrder2026 }>(session, {
        operation: 'getOrder2026',
        method: 'GET',
        path: orderPath(orderId),
        restricted: true,
        query: { includedData: INCLUDED },
      });
      if (!answer) throw new MarketplaceError('not_found', `Order ${orderId} not found`, 404);
      return amazon2026OrderToMarketplace(answer.order);
    },

    async marketplaceOf(session, orderId) {
      const answer = await api.call<{ order: AmazonOrder2026 }>(session, {
        operation: 'getOrder2026',
        method: 'GET',
        path: orderPath(orderId),
      });
      return answer?.order.salesChannel?.marketplaceId ?? null;
    },
  };
}
