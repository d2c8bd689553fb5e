import { MarketplaceError, type PrivacyNotice, type PrivacyNotices } from '../marketplace.ts';
import { isShopDomain } from './shopify-domain.ts';
import { sameSignature, webhookHmac } from './shopify-signature.ts';

/*
 * Shopify's mandatory compliance webhooks (shopify.dev/docs/apps/build/compliance/privacy-law-compliance), which an
 * app must take before Shopify lists it: customers/redact (a customer's data in the named orders must go),
 * customers/data_request (the shop must be able to hand a customer their data) and shop/redact (48 hours after a
 * shop removed the app, its data must go). Signed like every Shopify webhook (X-Shopify-Hmac-Sha256 over the raw
 * body with the app's client secret); a delivery that does not verify is answered 401.
 */

const TOPICS = {
  'customers/redact': 'customer_redact',
  'customers/data_request': 'customer_data_request',
  'shop/redact': 'shop_redact',
} as const;

const refuse = (why: string) => new MarketplaceError('bad_signature', why);

interface CompliancePayload {
  shop_domain?: unknown;
  customer?: { email?: unknown };
  orders_to_redact?: unknown;
  orders_requested?: unknown;
}

/** Shopify names orders by their numeric id here; our orders keep its GraphQL id. */
const orderIdsOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((id) => /^\d{1,20}$/.test(String(id))).map((id) => `gid://shopify/Order/${String(id)}`)
    : [];

export function shopifyCompliance(clientSecret: string): PrivacyNotices {
  return {
    refusedStatus: 401,
    async verify(headers, rawBody) {
      const header = (name: string) => Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
      const signature = header('x-shopify-hmac-sha256');
      if (!signature || !sameSignature(signature, webhookHmac(rawBody, clientSecret))) {
        throw refuse('X-Shopify-Hmac-Sha256 does not match the body');
      }
      const topic = TOPICS[(header('x-shopify-topic') ?? '') as keyof typeof TOPICS];
      const deliveryId = header('x-shopify-webhook-id');
      let body: CompliancePayload;
      try {
        body = JSON.parse(rawBody) as CompliancePayload;
      } catch {
        throw refuse('the body is not JSON');
      }
      const shopExternalId = typeof body.shop_domain === 'string' ? body.shop_domain : '';
      if (!topic || !deliveryId || !isShopDomain(shopExternalId)) {
        throw refuse('not a compliance webhook of a shop');
      }
      if (topic === 'shop_redact') return { type: topic, deliveryId, shopExternalId };
      const email = body.customer?.email;
      const notice: PrivacyNotice = {
        type: topic,
        deliveryId,
        shopExternalId,
        orderExternalIds: orderIdsOf(topic === 'customer_redact' ? body.orders_to_redact : body.orders_requested),
        customerEmail: typeof email === 'string' && email.includes('@') ? email.toLowerCase() : null,
      };
      return notice;
    },
  };
}
