import type { SandboxDeps } from '../marketplace-kit/marketplace-sandbox.ts';
import { randomToken, type SandboxShop } from '../marketplace-kit/store.ts';
import type { DeliverySender } from '../deliveries/deliveries.ts';
import { RETRY_SCHEDULES } from '../deliveries/schedules.ts';
import { signDelivery as marketSignature } from './definition.ts';
import type { Order as MarketOrder } from './order.ts';
import { KIND } from './shops.ts';

/*
 * The market's webhooks: `order.created` when a buyer places an order, `order.updated` when the market changes one
 * (a payment arrives). The app registers one address for all its shops; each event goes there as a small JSON body
 * (the order itself is fetched afterwards), sent over HTTP once the caller is answered, with a `Market-Delivery` id kept across retries and a `Market-Signature`
 * made afresh at every attempt (receivers refuse signatures older than five minutes). Changes the app makes through
 * the API are not echoed back: the app has them from the answer.
 */

/** The app's subscription address: our server's market webhook endpoint. */
export const MARKET_WEBHOOK_PATH = '/api/webhooks/market';

export type OrderEventType = 'order.created' | 'order.updated';

function headersOf(secret: string, deliveryId: string, type: string, body: string, at: Date): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': 'Market-Webhooks/1.0',
    'market-delivery': deliveryId,
    'market-event': type,
    'market-signature': marketSignature(secret, Math.floor(at.getTime() / 1000), body),
  };
}

/**
 * The market's webhooks, each attempt signed at its own time with this installation's app secret (sandbox_secrets);
 * retried over two days (schedules.ts).
 */
export const marketWebhooks = (secret: string): DeliverySender => ({
  name: KIND,
  schedule: RETRY_SCHEDULES.market,
  headersAt: (delivery, at) =>
    headersOf(secret, delivery.delivery_id, delivery.headers['market-event'] ?? '', delivery.body, at),
});

/** Queues the event of an order; it is sent once the caller has its answer. */
export async function pushOrderEvent(
  deps: SandboxDeps,
  shop: SandboxShop,
  type: OrderEventType,
  order: MarketOrder,
): Promise<void> {
  const at = deps.now();
  const body = JSON.stringify({
    id: `evt_${randomToken(18)}`,
    type,
    created_at: at.toISOString(),
    shop_id: shop.external_id,
    data: { order_id: order.id, number: order.number, status: order.status, updated_at: order.updated_at },
  });
  const deliveryId = `dlv_${randomToken(18)}`;
  await deps.deliveries.enqueue(marketWebhooks(deps.secrets.market.clientSecret), {
    subject: String(shop.id),
    deliveryId,
    url: `${deps.publicUrl}${MARKET_WEBHOOK_PATH}`,
    headers: headersOf(deps.secrets.market.clientSecret, deliveryId, type, body, at),
    body,
  });
}
