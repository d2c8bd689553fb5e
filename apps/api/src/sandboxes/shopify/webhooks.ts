import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { SandboxDeps } from '../marketplace-kit/marketplace-sandbox.ts';
import { sandboxMarketplaceSubscriptions } from '../marketplace-kit/kit.schema.ts';
import type { SandboxShop } from '../marketplace-kit/store.ts';
import type { DeliverySender } from '../deliveries/deliveries.ts';
import { RETRY_SCHEDULES } from '../deliveries/schedules.ts';
import type { Json } from './order-body.ts';
import { restOrder } from './rest-order.ts';
import { KIND } from './shops.ts';
import { SANDBOX_API_VERSION, signWebhook } from './shopify-spec.ts';

/*
 * Shopify's webhooks as the sandbox sends them: for each subscription to the event's topic, the REST order JSON
 * signed with the app's client secret (X-Shopify-Hmac-Sha256 = base64 HMAC-SHA256 of the raw body) and Shopify's
 * headers, sent over HTTP to the subscribed address once the caller is answered. A subscriber that does not answer
 * 2xx in 5 seconds is retried 8 times over 4 hours with the original payload (changelog 2024-09-10,
 * sandboxes/deliveries/schedules.ts); each delivery keeps its X-Shopify-Webhook-Id, the receiver's idempotency key.
 */

/** The topics the sandbox emits (WebhookSubscriptionTopic → the X-Shopify-Topic header). */
export const WEBHOOK_TOPICS = {
  ORDERS_CREATE: 'orders/create',
  ORDERS_UPDATED: 'orders/updated',
  ORDERS_FULFILLED: 'orders/fulfilled',
  ORDERS_CANCELLED: 'orders/cancelled',
} as const;
export type WebhookTopic = keyof typeof WEBHOOK_TOPICS;

/**
 * Shopify's HMAC has no time in it: every attempt carries the original headers. A delivery that still fails after its
 * 8 retries costs the subscription its life: Shopify deletes a subscription made through the Admin API then ("Webhooks
 * troubleshooting": "after 8 consecutive failures … the subscription is deleted"), and the app must subscribe again.
 */
export const SHOPIFY_WEBHOOKS: DeliverySender = {
  name: KIND,
  schedule: RETRY_SCHEDULES.shopify,
  async givenUp(delivery, db) {
    const shopId = Number(delivery.subject);
    const header = (delivery.headers as Record<string, string>)['x-shopify-topic'];
    const topic = Object.entries(WEBHOOK_TOPICS).find(([, name]) => name === header)?.[0];
    if (!Number.isSafeInteger(shopId) || !topic) return;
    await db
      .delete(sandboxMarketplaceSubscriptions)
      .where(
        and(
          eq(sandboxMarketplaceSubscriptions.shop_id, shopId),
          eq(sandboxMarketplaceSubscriptions.topic, topic),
          eq(sandboxMarketplaceSubscriptions.url, delivery.url),
        ),
      );
  },
};

/**
 * One delivery of an order event: Shopify's headers and the REST order JSON, signed with the app's client secret
 * (this installation's own, sandbox_secrets).
 */
export function signedDelivery(secret: string, shopDomain: string, topic: WebhookTopic, order: Json, now: Date) {
  const body = JSON.stringify(restOrder(order));
  const id = randomUUID();
  const headers = {
    'content-type': 'application/json',
    'x-shopify-topic': WEBHOOK_TOPICS[topic],
    'x-shopify-hmac-sha256': signWebhook(body, secret),
    'x-shopify-shop-domain': shopDomain,
    'x-shopify-webhook-id': id,
    'x-shopify-event-id': randomUUID(),
    'x-shopify-triggered-at': now.toISOString(),
    'x-shopify-api-version': SANDBOX_API_VERSION,
  };
  return { id, headers, body };
}

/** Queues the event for every subscriber of its topics; it is sent once the caller has its answer. */
export async function pushOrderEvent(deps: SandboxDeps, shop: SandboxShop, topics: WebhookTopic[], order: Json) {
  const subscriptions = await deps.db
    .select()
    .from(sandboxMarketplaceSubscriptions)
    .where(
      and(eq(sandboxMarketplaceSubscriptions.shop_id, shop.id), inArray(sandboxMarketplaceSubscriptions.topic, topics)),
    );
  const now = deps.now();
  for (const subscription of subscriptions) {
    const delivery = signedDelivery(
      deps.secrets.shopify.clientSecret,
      shop.external_id,
      subscription.topic as WebhookTopic,
      order,
      now,
    );
    await deps.deliveries.enqueue(SHOPIFY_WEBHOOKS, {
      subject: String(shop.id),
      deliveryId: delivery.id,
      url: subscription.url,
      headers: delivery.headers,
      body: delivery.body,
    });
  }
}
