import type { MarketplaceSandbox } from '../marketplace-kit/marketplace-sandbox.ts';
import { shopifyControlRoutes } from './control.routes.ts';
import { shopifyGraphqlRoutes } from './graphql.routes.ts';
import { shopifyOauthRoutes } from './oauth.routes.ts';
import { placeBuyerOrder } from './buyer.ts';
import { SHOPIFY_WEBHOOKS } from './webhooks.ts';

/**
 * Shopify's Admin API as the sandbox our server serves (docs/sandbox-shopify.md): OAuth with the signed redirect,
 * expiring offline tokens, the GraphQL orders, fulfillment and cancel operations under a calculated-cost rate limit,
 * and HMAC-signed webhooks. A new order is pushed to the shop's `orders/create` subscribers.
 */
export const shopifySandbox: MarketplaceSandbox = {
  kind: 'shopify',
  deliverySenders: () => [SHOPIFY_WEBHOOKS],
  routes: async (app, deps) => {
    await app.register(shopifyOauthRoutes, deps);
    await app.register(shopifyGraphqlRoutes, deps);
    await app.register(shopifyControlRoutes, deps);
  },
  addOrder: placeBuyerOrder,
};
