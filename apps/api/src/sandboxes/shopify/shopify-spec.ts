import { createHmac } from 'node:crypto';

/*
 * What the sandbox knows of Shopify, written from Shopify's published definitions and not shared with the adapter
 * (a test checks the two sides agree): the Admin API version it answers as, where it is mounted, the sandbox app's
 * configured addresses (its credentials are the installation's own: sandbox_secrets), what a shop domain is, the OrderCancelReason enum of the pinned Admin
 * GraphQL schema (apps/api/vendor-definitions/shopify/), and Shopify's two signatures.
 */

/** The Admin API version the sandbox answers as (X-Shopify-API-Version): the newest stable one, 2026-10. */
export const SANDBOX_API_VERSION = '2026-10';

/** Where our server mounts the sandbox, under /api. */
export const SANDBOX_PATH = '/sandbox/shopify';

/** The app's configuration, as a Partner Dashboard holds it: its one allowed redirect, its compliance address. */
export const appRedirectUri = (publicUrl: string) => `${publicUrl}/connect/shopify`;
export const APP_COMPLIANCE_PATH = '/webhooks/shopify/compliance';

/** OrderCancelReason in the Admin GraphQL schema. */
export const CANCEL_REASONS: readonly string[] = ['CUSTOMER', 'DECLINED', 'FRAUD', 'INVENTORY', 'OTHER', 'STAFF'];

/** A shop's permanent domain: `{name}.myshopify.com`, the name of lowercase letters, digits and hyphens. */
export const isMyshopifyDomain = (value: string) => /^[a-z0-9][a-z0-9-]{0,59}\.myshopify\.com$/.test(value);

/**
 * The redirect's `hmac`: hex HMAC-SHA256 keyed with the client secret over the other parameters sorted by name and
 * written as a form-encoded query (`code=…&shop=…&state=…&timestamp=…`, a space as %20) — what Shopify's own
 * validator (@shopify/shopify-api `utils.validateHmac`) recomputes, and what reproduces the documented example.
 */
export function signRedirect(params: Record<string, string>, secret: string): string {
  const query = new URLSearchParams();
  for (const key of Object.keys(params).sort((a, b) => a.localeCompare(b))) {
    if (key !== 'hmac' && key !== 'signature') query.append(key, params[key]!);
  }
  return createHmac('sha256', secret).update(query.toString().replace(/\+/g, '%20')).digest('hex');
}

/** X-Shopify-Hmac-Sha256: base64 HMAC-SHA256 of the raw body, keyed with the client secret. */
export const signWebhook = (rawBody: string, secret: string) =>
  createHmac('sha256', secret).update(rawBody, 'utf8').digest('base64');
