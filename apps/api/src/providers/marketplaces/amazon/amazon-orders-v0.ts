import { MarketplaceError, type MarketplaceOrder, type ShopSession } from '../marketplace.ts';
import type { SpApiClient } from './amazon-client.ts';
import { amazonOrderToMarketplace, type AmazonOrder, type AmazonOrderItem } from './amazon-order-mapping.ts';

/*
 * The order reads of Orders v0 (ordersV0.json): getOrders by LastUpdatedAfter, paged by NextToken, then each order's
 * items with getOrderItems (paged too); getOrder and its items for one order. Amazon's current models mark these
 * deprecated; orders_2026-01-01 (amazon-orders-2026.ts) replaces them behind AMAZON_ORDERS_API.
 */

export interface AmazonOrdersReader {
  list(
    session: ShopSession,
    since: Date,
    cursor: string | null,
  ): Promise<{ orders: MarketplaceOrder[]; cursor: string | null }>;
  get(session: ShopSession, orderId: string): Promise<MarketplaceOrder>;
  /** The marketplace the order was placed in (no restricted data is asked for), null when Amazon does not say. */
  marketplaceOf(session: ShopSession, orderId: string): Promise<string | null>;
}

const orderPath = (orderId: string) => `/orders/v0/orders/${encodeURIComponent(orderId)}`;

export function ordersV0(api: SpApiClient, marketplacesOf: (session: ShopSession) => string): AmazonOrdersReader {
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
    async list(session, since, cursor) {
      const answer = await api.call<{ payload: { Orders: AmazonOrder[]; NextToken?: string } }>(session, {
        operation: 'getOrders',
        method: 'GET',
        path: '/orders/v0/orders',
        restricted: true,
        query: cursor
          ? { MarketplaceIds: marketplacesOf(session), NextToken: cursor }
          : {
              MarketplaceIds: marketplacesOf(session),
              LastUpdatedAfter: since.toISOString(),
              MaxResultsPerPage: '100',
            },
      });
      const orders = [];
      // One by one: getOrderItems has a usage plan of its own, and a burst of parallel calls only spends it faster.
      for (const order of answer?.payload.Orders ?? []) orders.push(await withItems(session, order));
      return { orders, cursor: answer?.payload.NextToken ?? null };
    },

    async get(session, orderId) {
      const answer = await api.call<{ payload: AmazonOrder }>(session, {
        operation: 'getOrder',
        method: 'GET',
        path: orderPath(orderId),
        restricted: true,
      });
      if (!answer) throw new MarketplaceError('not_found', `Order ${orderId} not found`, 404);
      return withItems(session, answer.payload);
    },

    async marketplaceOf(session, orderId) {
      const answer = await api.call<{ payload: AmazonOrder }>(session, {
        operation: 'getOrder',
        method: 'GET',
        path: orderPath(orderId),
      });
      return answer?.payload.MarketplaceId ?? null;
    },
  };
}
