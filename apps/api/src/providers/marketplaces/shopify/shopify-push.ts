import type { MarketplaceEvent } from '../marketplace.ts';
import { isShopDomain } from './shopify-domain.ts';
import { refuse } from './shopify-refuse.ts';
import { sameSignature, webhookHmac } from './shopify-signature.ts';

/** Shopify's order webhooks: HMAC-signed with the app's secret, naming the shop and the order changed. */
export function shopifyPushVerifier(clientSecret: string) {
  return (headers: Record<string, string | undefined>, rawBody: string): MarketplaceEvent => {
    const header = (name: string) =>
      Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1] ?? undefined;
    const signature = header('x-shopify-hmac-sha256');
    if (!signature || !sameSignature(signature, webhookHmac(rawBody, clientSecret))) {
      refuse('bad_signature', 'X-Shopify-Hmac-Sha256 does not match the body');
    }
    const deliveryId = header('x-shopify-webhook-id');
    const shop = header('x-shopify-shop-domain') ?? '';
    if (!deliveryId || !isShopDomain(shop)) refuse('invalid', 'The webhook lacks its Shopify headers');
    let orderId: unknown;
    try {
      orderId = (JSON.parse(rawBody) as { admin_graphql_api_id?: unknown }).admin_graphql_api_id;
    } catch {
      refuse('invalid', 'The webhook body is not JSON');
    }
    const topic = header('x-shopify-topic') ?? '';
    if (!topic.startsWith('orders/') || typeof orderId !== 'string') {
      refuse('not_supported', `The ${topic} webhook names no order`);
    }
    return { deliveryId: deliveryId!, shopExternalId: shop, orderExternalId: orderId as string };
  };
}
