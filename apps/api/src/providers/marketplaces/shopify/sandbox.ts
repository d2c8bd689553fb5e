import type { MarketplaceSandbox } from '../marketplace-sandbox.ts';
import { putOrder } from '../sandbox-store.ts';
import { shopifyControlRoutes } from './sandbox-control.routes.ts';
import { shopifyGraphqlRoutes } from './sandbox-graphql.routes.ts';
import { shopifyOauthRoutes } from './sandbox-oauth.routes.ts';
import { newOrder } from './sandbox-seed.ts';
import { allocateSeq, KIND, settingsOf } from './sandbox-shops.ts';
import { pushOrderEvent } from './sandbox-webhooks.ts';

/**
 * Shopify's Admin API as the sandbox our server serves (docs/sandbox-shopify.md): OAuth with the signed redirect,
 * expiring offline tokens, the GraphQL orders, fulfillment and cancel operations under a calculated-cost rate limit,
 * and HMAC-signed webhooks. A new order is pushed to the shop's `orders/create` subscribers.
 */
export const shopifySandbox: MarketplaceSandbox = {
  kind: 'shopify',
  routes: async (app, deps) => {
    await app.register(shopifyOauthRoutes, deps);
    await app.register(shopifyGraphqlRoutes, deps);
    await app.register(shopifyControlRoutes, deps);
  },
  async addOrder(deps, shop, at) {
    const seq = await allocateSeq(deps.db, shop.id, 1);
    const order = newOrder(shop.id, seq, settingsOf(shop).currency, at);
    const externalId = String(order.id);
    await putOrder(deps.db, { kind: KIND, shopId: shop.id, externalId, body: order, at });
    await pushOrderEvent(deps, shop, ['ORDERS_CREATE'], order);
    return externalId;
  },
};
