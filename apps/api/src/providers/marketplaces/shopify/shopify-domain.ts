/*
 * Shopify's names and places (shared/outside-systems.md A.3), shared by the adapter and the sandbox: the Admin API
 * version we speak, the scopes we ask for, what a shop domain is, and where a shop's Admin lives — `https://{shop}`
 * live, a path segment standing for the subdomain in the sandbox.
 */

/**
 * The newest stable quarterly version on 2026-12-01 (the last in @shopify/shopify-api 15's ApiVersion enum);
 * Shopify supports each for about twelve months, so this one until about October 2027.
 */
export const SHOPIFY_API_VERSION = '2026-10';

/** Where our server serves the sandbox, under /api. */
export const SHOPIFY_SANDBOX_PATH = '/sandbox/shopify';

/** Where the app's compliance webhooks go (set once in the app's configuration, for every shop), under /api. */
export const SHOPIFY_COMPLIANCE_PATH = '/webhooks/shopify/compliance';

/** Orders to read, and the merchant-managed fulfillment orders that tracking numbers are pushed through. */
export const SHOPIFY_SCOPES = [
  'read_orders',
  'write_orders',
  'read_merchant_managed_fulfillment_orders',
  'write_merchant_managed_fulfillment_orders',
] as const;

/** The reasons `orderCancel` takes (OrderCancelReason). */
export const SHOPIFY_CANCEL_REASONS = ['CUSTOMER', 'DECLINED', 'FRAUD', 'INVENTORY', 'OTHER', 'STAFF'] as const;

const SHOP_DOMAIN = /^[a-z0-9][a-z0-9-]{0,59}\.myshopify\.com$/;
const ADMIN_URL = /^admin\.shopify\.com\/store\/([a-z0-9][a-z0-9-]*)$/;

export const isShopDomain = (value: string) => SHOP_DOMAIN.test(value);

/**
 * The `*.myshopify.com` domain of what the seller typed — `name`, `name.myshopify.com`, or either pasted as a URL
 * (including the admin's `admin.shopify.com/store/name`) — or null when it is not a Shopify shop.
 */
export function shopDomainOf(typed: string): string | null {
  let value = typed
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/+$/, '');
  value = ADMIN_URL.exec(value)?.[1] ?? value;
  if (!value.includes('.')) value = `${value}.myshopify.com`;
  return isShopDomain(value) ? value : null;
}

/** A shop's Admin: the shop itself live, or the sandbox's stand-in for it at our public address. */
export const shopifyAdminBase = (shop: string, sandboxAt: string | null) =>
  sandboxAt === null ? `https://${shop}` : `${sandboxAt}/api${SHOPIFY_SANDBOX_PATH}/store/${shop}`;

/** Our SPA page Shopify sends the seller back to. */
export const shopifyRedirectUri = (publicUrl: string) => `${publicUrl}/connect/shopify`;

/** Where our server takes Shopify's webhooks. */
export const shopifyWebhookUrl = (publicUrl: string) => `${publicUrl}/api/webhooks/shopify`;
