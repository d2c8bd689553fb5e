import type { MarketplaceAdapter, ShopSession } from '../marketplace.ts';
import type { AdapterDeps } from '../marketplaces.ts';
import { CustomerDataDenied, type ShopifyClient } from './shopify-client.ts';
import { marketplaceOrderOf } from './shopify-order.ts';
import {
  FULFILLMENT_ORDERS_QUERY,
  ORDER_QUERY,
  ORDER_QUERY_WITHHELD,
  ORDERS_PAGE_SIZE,
  ORDERS_QUERY,
  ORDERS_QUERY_WITHHELD,
  type FulfillmentOrderPage,
  type ShopifyFulfillmentOrder,
  type ShopifyOrder,
} from './shopify-queries.ts';
import { refuse } from './shopify-refuse.ts';

/*
 * Reading a shop's orders through the GraphQL Admin API: pages of orders changed since the last import, one order,
 * and an order's fulfillment orders (which tracking is pushed through). Without Shopify's approval for protected
 * customer data the same reads run without the buyers' names and addresses.
 */

/** How long a shop refused protected customer data is read without it before asking again. */
const WITHHELD_RECHECK_MS = 3600_000;

export interface ShopifyOrderReads extends Pick<MarketplaceAdapter, 'listOrders' | 'order'> {
  /** Every fulfillment order of the order: the first page comes with it, more than five are read page by page. */
  fulfillmentOrdersOf(session: ShopSession, externalId: string): Promise<ShopifyFulfillmentOrder[]>;
}

export function shopifyOrderReads(client: ShopifyClient, deps: AdapterDeps): ShopifyOrderReads {
  /** Shops whose protected customer data Shopify refused us, and until when we read them without it. */
  const withheldUntil = new Map<string, number>();

  /**
   * A read with the buyers' names and addresses, or — when Shopify has not approved the app for protected customer
   * data — the same read without them, remembered for an hour so each page is not asked twice.
   */
  async function read<T>(
    session: ShopSession,
    operation: string,
    [full, withheld]: [string, string],
    variables: Record<string, unknown>,
  ): Promise<{ data: T; withheld: boolean }> {
    const shop = session.credentials.account.shop ?? '';
    if ((withheldUntil.get(shop) ?? 0) <= deps.now().getTime()) {
      try {
        return { data: await client.graphql<T>(session, operation, full, variables), withheld: false };
      } catch (error) {
        if (!(error instanceof CustomerDataDenied)) throw error;
        withheldUntil.set(shop, deps.now().getTime() + WITHHELD_RECHECK_MS);
      }
    }
    return { data: await client.graphql<T>(session, `${operation}Withheld`, withheld, variables), withheld: true };
  }

  async function fetchOrder(session: ShopSession, externalId: string): Promise<ShopifyOrder> {
    const { data } = await read<{ order: ShopifyOrder | null }>(session, 'Order', [ORDER_QUERY, ORDER_QUERY_WITHHELD], {
      id: externalId,
    });
    return data.order ?? refuse('not_found', `Order ${externalId} not found`, 200);
  }

  return {
    async listOrders(session, { modifiedSince, cursor }) {
      const { data, withheld } = await read<{
        orders: { pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: ShopifyOrder[] };
      }>(session, 'Orders', [ORDERS_QUERY, ORDERS_QUERY_WITHHELD], {
        first: ORDERS_PAGE_SIZE,
        after: cursor,
        query: modifiedSince ? `updated_at:>='${modifiedSince.toISOString()}'` : null,
      });
      const { orders } = data;
      const page = [];
      for (const node of orders.nodes) {
        // More lines than a page shows: the order is read again whole.
        page.push(marketplaceOrderOf(node.lineItems.pageInfo.hasNextPage ? await fetchOrder(session, node.id) : node));
      }
      return {
        orders: page,
        cursor: orders.pageInfo.hasNextPage ? orders.pageInfo.endCursor : null,
        // As Amazon's refused restricted data: the shop is flagged, the seller told, the orders still come in.
        personalDataWithheld: withheld,
      };
    },

    async order(session, externalId) {
      return marketplaceOrderOf(await fetchOrder(session, externalId));
    },

    async fulfillmentOrdersOf(session, externalId) {
      let page = (await fetchOrder(session, externalId)).fulfillmentOrders;
      const all = [...(page?.nodes ?? [])];
      while (page?.pageInfo.hasNextPage) {
        const { order } = await client.graphql<{ order: { fulfillmentOrders: FulfillmentOrderPage } | null }>(
          session,
          'FulfillmentOrders',
          FULFILLMENT_ORDERS_QUERY,
          { id: externalId, after: page.pageInfo.endCursor },
        );
        page = order?.fulfillmentOrders;
        all.push(...(page?.nodes ?? []));
      }
      return all;
    },
  };
}
