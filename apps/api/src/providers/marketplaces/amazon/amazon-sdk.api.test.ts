import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrdersSpApi, Orders_v2026SpApi, TokensSpApi } from '@amazon-sp-api-release/amazon-sp-api-sdk-js';
import { startSandboxKit, uniqueHandle, type SandboxKit } from '../sandbox.test-kit.ts';
import { amazonMarketplace } from './amazon.ts';

/*
 * Amazon's official SP-API SDK for JavaScript (@amazon-sp-api-release/amazon-sp-api-sdk-js) as an oracle: pointed at
 * the sandbox with nothing but its base URL, over real HTTP on a loopback port, it gets a Restricted Data Token, lists
 * orders, gets one and its items (Orders v0), and searches and gets orders (2026-01-01). The SDK's own LWA helper
 * calls api.amazon.com (fixed in its code), so the access token comes from the sandbox's LWA through the adapter, and
 * is given to the SDK as its documented `applyXAmzAccessTokenToRequest` takes it.
 */

let kit: SandboxKit;
beforeAll(async () => {
  kit = await startSandboxKit(amazonMarketplace, 'amazon');
}, 180_000);
afterAll(() => kit.t.close());

/** The sandbox stores' unified account: Amazon.com and Amazon.ca. */
const [AMAZON_COM, AMAZON_CA] = ['ATVPDKIKX0DER', 'A2EUQ1WTGCTBG2'];
const MARKETPLACES = [AMAZON_COM, AMAZON_CA];

interface SdkClient {
  applyXAmzAccessTokenToRequest(token: string): void;
}
function client<T extends SdkClient>(Client: new (base: string) => T, token: string): T {
  const api = new Client(`${kit.base}/api/sandbox/amazon`);
  api.applyXAmzAccessTokenToRequest(token);
  return api;
}

async function restrictedDataToken(accessToken: string, restrictedResources: object[]): Promise<string> {
  const tokens = new TokensSpApi.TokensApi(client(TokensSpApi.ApiClient, accessToken));
  const answer = await tokens.createRestrictedDataToken({ restrictedResources });
  expect(answer.expiresIn).toBe(3600);
  return answer.restrictedDataToken as string;
}

describe("Amazon's official SDK against the sandbox", () => {
  it('gets an RDT, lists orders, gets one and its items with Orders v0', async () => {
    const { session } = await kit.connect(uniqueHandle('sdk'));
    const rdt = await restrictedDataToken(session.credentials.accessToken, [
      { method: 'GET', path: '/orders/v0/orders', dataElements: ['buyerInfo', 'shippingAddress'] },
      { method: 'GET', path: '/orders/v0/orders/{orderId}', dataElements: ['buyerInfo', 'shippingAddress'] },
      { method: 'GET', path: '/orders/v0/orders/{orderId}/orderItems', dataElements: ['buyerInfo'] },
    ]);
    const orders = new OrdersSpApi.OrdersV0Api(client(OrdersSpApi.ApiClient, rdt));
    const listed = await orders.getOrders(MARKETPLACES, { lastUpdatedAfter: '2000-01-01T00:00:00Z' });
    // The SDK's models name the fields in camelCase (its OrdersList, Order, Money, OrderItem).
    expect(listed.payload.orders).toHaveLength(12);
    // Asked for Amazon.com alone, the orders placed on Amazon.ca stay out.
    const us = await orders.getOrders([AMAZON_COM], { lastUpdatedAfter: '2000-01-01T00:00:00Z' });
    const canadian = listed.payload.orders.filter((o: { marketplaceId: string }) => o.marketplaceId !== AMAZON_COM);
    expect(canadian.length).toBeGreaterThan(0);
    expect(us.payload.orders).toHaveLength(12 - canadian.length);
    expect(canadian[0].orderTotal?.currencyCode ?? 'CAD').toBe('CAD');
    const paid = listed.payload.orders.find(
      (o: { orderStatus: string; marketplaceId: string }) =>
        o.orderStatus === 'Unshipped' && o.marketplaceId === AMAZON_COM,
    );
    expect(paid.shippingAddress.addressLine1).toEqual(expect.any(String));
    const one = await orders.getOrder(paid.amazonOrderId);
    expect([one.payload.amazonOrderId, one.payload.orderTotal.currencyCode]).toEqual([paid.amazonOrderId, 'USD']);
    const items = await orders.getOrderItems(paid.amazonOrderId);
    expect(items.payload.amazonOrderId).toBe(paid.amazonOrderId);
    expect(items.payload.orderItems.length).toBeGreaterThan(0);
    expect(items.payload.orderItems[0].itemPrice.amount).toMatch(/^\d+\.\d{2}$/);
  });

  it('searches orders and gets one with the Orders API 2026-01-01, the ones Amazon fulfils marked AMAZON', async () => {
    const { session } = await kit.connect(uniqueHandle('sdk-fba'));
    const rdt = await restrictedDataToken(session.credentials.accessToken, [
      { method: 'GET', path: '/orders/2026-01-01/orders' },
      { method: 'GET', path: '/orders/2026-01-01/orders/{orderId}' },
    ]);
    const includedData = ['BUYER', 'RECIPIENT', 'PROCEEDS', 'FULFILLMENT'];
    const search = new Orders_v2026SpApi.SearchOrdersApi(client(Orders_v2026SpApi.ApiClient, rdt));
    const found = await search.searchOrders({
      marketplaceIds: MARKETPLACES,
      lastUpdatedAfter: '2000-01-01T00:00:00Z',
      includedData,
    });
    const fulfilledBy = found.orders.map((o: { fulfillment: { fulfilledBy: string } }) => o.fulfillment.fulfilledBy);
    expect(fulfilledBy.filter((by: string) => by === 'AMAZON')).toHaveLength(2);
    const getter = new Orders_v2026SpApi.GetOrderApi(client(Orders_v2026SpApi.ApiClient, rdt));
    const { order } = await getter.getOrder(found.orders[0].orderId, { includedData });
    expect(order.orderId).toBe(found.orders[0].orderId);
    expect(order.orderItems.length).toBeGreaterThan(0);
  });
});
