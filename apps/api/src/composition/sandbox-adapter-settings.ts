import type { ShopKind } from '@cabinet/contracts/shops';
import type { MarketplacesConfig } from '../providers/marketplaces/marketplaces.config.ts';
import type { SandboxSecrets } from '../sandboxes/secrets/sandbox-secrets.ts';

/**
 * The settings an adapter in sandbox mode is built with: the same credentials a live adapter reads from its
 * configuration, filled with this installation's sandbox credentials. The adapter then has one way to learn its app's
 * keys, and the sandbox holds the other copy; a kind that is live keeps the credentials its marketplace issued.
 */
export function sandboxAdapterSettings<C extends MarketplacesConfig>(
  config: C,
  secrets: SandboxSecrets,
  sandboxed: (kind: ShopKind) => boolean,
): C {
  const { etsy, shopify, amazon, ebay, market } = secrets;
  const settings: Partial<Record<ShopKind, Partial<MarketplacesConfig>>> = {
    etsy: {
      ETSY_KEYSTRING: etsy.keystring,
      ETSY_SHARED_SECRET: etsy.sharedSecret,
      ETSY_WEBHOOK_SECRET: etsy.webhookSecret,
    },
    shopify: { SHOPIFY_CLIENT_ID: shopify.clientId, SHOPIFY_CLIENT_SECRET: shopify.clientSecret },
    amazon: {
      AMAZON_APP_ID: amazon.appId,
      AMAZON_LWA_CLIENT_ID: amazon.clientId,
      AMAZON_LWA_CLIENT_SECRET: amazon.clientSecret,
    },
    ebay: {
      EBAY_CLIENT_ID: ebay.clientId,
      EBAY_CLIENT_SECRET: ebay.clientSecret,
      EBAY_RUNAME: ebay.ruName,
      EBAY_VERIFICATION_TOKEN: ebay.verificationToken,
    },
    market: { MARKET_CLIENT_ID: market.clientId, MARKET_CLIENT_SECRET: market.clientSecret },
  };
  let adapted = config;
  for (const [kind, values] of Object.entries(settings) as Array<[ShopKind, Partial<MarketplacesConfig>]>) {
    if (sandboxed(kind)) adapted = { ...adapted, ...values };
  }
  return adapted;
}
