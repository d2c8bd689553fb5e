import type { MarketplacesConfig } from '../marketplaces.config.ts';
import type { MarketplaceAdapter } from '../marketplace.ts';
import type { AdapterDeps } from '../marketplaces.ts';
import { shopifyAuthorization } from './shopify-authorization.ts';
import { shopifyCompanyFor } from './shopify-carriers.ts';
import { shopifyClient } from './shopify-client.ts';
import { shopifyCompliance } from './shopify-compliance.ts';
import { SHOPIFY_CANCEL_REASONS, shopifyAdminBase } from './shopify-domain.ts';
import { shopifyOrderReads } from './shopify-order-reads.ts';
import { shopifyOrderWrites } from './shopify-order-writes.ts';
import { shopifyPushVerifier } from './shopify-push.ts';
import type { ShopifyApp } from './shopify-tokens.ts';

/*
 * Shopify (shared/outside-systems.md A.3): the authorization code grant for non-embedded apps, checked as Shopify
 * asks (the redirect's hmac, state, a *.myshopify.com shop, a fresh timestamp), expiring offline tokens, orders
 * through the GraphQL Admin API, tracking through fulfillmentCreate on fulfillment orders, orderCancel, the app
 * uninstalling itself on unlink, and HMAC-signed webhooks subscribed to when the shop is connected.
 */

/** The app's credentials: Shopify's live, or in sandbox mode the installation's own (app.ts fills the settings). */
function appOf(config: MarketplacesConfig): ShopifyApp {
  if (!config.SHOPIFY_CLIENT_ID || !config.SHOPIFY_CLIENT_SECRET) {
    throw new Error('SHOPIFY_PROVIDER=live needs SHOPIFY_CLIENT_ID and SHOPIFY_CLIENT_SECRET');
  }
  return { clientId: config.SHOPIFY_CLIENT_ID, clientSecret: config.SHOPIFY_CLIENT_SECRET };
}

export function shopifyMarketplace(
  config: MarketplacesConfig,
  deps: AdapterDeps,
  sandbox: boolean,
): MarketplaceAdapter {
  const app = appOf(config);
  const adminBase = (shop: string) => shopifyAdminBase(shop, sandbox ? deps.publicUrl : null);
  const client = shopifyClient(app, adminBase, deps);
  const reads = shopifyOrderReads(client, deps);
  return {
    kind: 'shopify',
    automaticTracks: false,
    cancelReasons: SHOPIFY_CANCEL_REASONS,
    ...shopifyAuthorization(app, adminBase, client, deps),
    listOrders: reads.listOrders,
    order: reads.order,
    carrierCodeFor: shopifyCompanyFor,
    ...shopifyOrderWrites(client, reads),
    privacyNotices: shopifyCompliance(app.clientSecret),
    verifyPush: shopifyPushVerifier(app.clientSecret),
  };
}
