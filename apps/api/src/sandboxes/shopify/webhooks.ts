import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { SandboxDeps } from '../marketplace-kit/marketplace-sandbox.ts';
import { sandboxMarketplaceSubscriptions } from '../marketplace-kit/kit.schema.ts';
import { deliverDue, enqueueDelivery, type SandboxShop } from '../marketplace-kit/store.ts';
import type { Json } from './order-body.ts';
import { restOrder } from './rest-order.ts';
import { KIND } from './shops.ts';
import { SANDBOX_API_VERSION, SANDBOX_APP, signWebhook } from './shopify-spec.ts';

/*
 * Shopify's webhooks as the sandbox sends them: for each subscription to the event's topic, the REST order JSON
 * signed with the app's client secret (X-Shopify-Hmac-Sha256 = base64 HMAC-SHA256 of the raw body) and Shopify's
 * headers. A subscriber that does not answer 2xx is retried 8 times over 4 hours with the original payload
 * (changelog 2024-09-10); each delivery keeps its X-Shopify-Webhook-Id, the receiver's idempotency key.
 */

/** The topics the sandbox emits (WebhookSubscriptionTopic → the X-Shopify-Topic header). */
export const WEBHOOK_TOPICS = {
  ORDERS_CREATE: 'orders/create',
  ORDERS_UPDATED: 'orders/updated',
  ORDERS_FULFILLED: 'orders/fulfilled',
  ORDERS_CANCELLED: 'orders/cancelled',
} as const;
export type WebhookTopic = keyof typeof WEBHOOK_TOPICS;

/** Seconds before each retry: 1, 2, 5, 10, 20, 40, 60 minutes, then the rest of the 4 hours. */
const RETRY_AFTER_S = [60, 120, 300, 600, 1_200, 2_400, 3_600, 6_120];
const WEBHOOK_POLICY = {
  kind: KIND,
  maxAttempts: 1 + RETRY_AFTER_S.length,
  retryAfterMs: (attempt: number) => RETRY_AFTER_S[Math.min(attempt, RETRY_AFTER_S.length) - 1]! * 1000,
};
/** Shopify waits 5 seconds for an answer. */
const DELIVERY_TIMEOUT_MS = 5_000;

/** One delivery of an order event: Shopify's headers and the signed REST order JSON. */
export function signedDelivery(shopDomain: string, topic: WebhookTopic, order: Json, now: Date) {
  const body = JSON.stringify(restOrder(order));
  const id = randomUUID();
  const headers = {
    'content-type': 'application/json',
    'x-shopify-topic': WEBHOOK_TOPICS[topic],
    'x-shopify-hmac-sha256': signWebhook(body, SANDBOX_APP.clientSecret),
    'x-shopify-shop-domain': shopDomain,
    'x-shopify-webhook-id': id,
    'x-shopify-event-id': randomUUID(),
    'x-shopify-triggered-at': now.toISOString(),
    'x-shopify-api-version': SANDBOX_API_VERSION,
  };
  return { id, headers, body };
}

/** Queues the event for every subscriber of its topics, then sends what is due (retries of earlier ones too). */
export async function pushOrderEvent(deps: SandboxDeps, shop: SandboxShop, topics: WebhookTopic[], order: Json) {
  const subscriptions = await deps.db
    .select()
    .from(sandboxMarketplaceSubscriptions)
    .where(
      and(eq(sandboxMarketplaceSubscriptions.shop_id, shop.id), inArray(sandboxMarketplaceSubscriptions.topic, topics)),
    );
  const now = deps.now();
  for (const subscription of subscriptions) {
    const delivery = signedDelivery(shop.external_id, subscription.topic as WebhookTopic, order, now);
    await enqueueDelivery(
      deps.db,
      {
        kind: KIND,
        shopId: shop.id,
        deliveryId: delivery.id,
        url: subscription.url,
        headers: delivery.headers,
        body: delivery.body,
      },
      now,
    );
  }
  await deliverWebhooks(deps);
}

/** Sends Shopify's deliveries that are due (first attempts and retries). */
function deliverWebhooks(deps: SandboxDeps) {
  return deliverDue(
    deps.db,
    async ({ url, headers, body }) =>
      (await deps.fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS) }))
        .status,
    WEBHOOK_POLICY,
    deps.now(),
  );
}
