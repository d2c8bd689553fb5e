import type { SandboxDeps } from '../marketplace-kit/marketplace-sandbox.ts';
import { deliverDue, enqueueDelivery, randomToken, type SandboxShop } from '../marketplace-kit/store.ts';
import { SANDBOX_APP as MARKET_SANDBOX, signDelivery as marketSignature } from './definition.ts';
import type { Order as MarketOrder } from './order.ts';
import { KIND } from './shops.ts';

/*
 * The market's webhooks: `order.created` when a buyer places an order, `order.updated` when the market changes one
 * (a payment arrives). The app registers one address for all its shops; each event goes there as a small JSON body
 * (the order itself is fetched afterwards), with a `Market-Delivery` id kept across retries and a `Market-Signature`
 * made afresh at every attempt (receivers refuse signatures older than five minutes). Changes the app makes through
 * the API are not echoed back: the app has them from the answer.
 */

/** The app's subscription address: our server's market webhook endpoint. */
export const MARKET_WEBHOOK_PATH = '/api/webhooks/market';

export type OrderEventType = 'order.created' | 'order.updated';

/** After the first attempt: 1 min, 5 min, 30 min, 2 h, 6 h, 12 h, 24 h — eight attempts over about two days. */
const RETRY_AFTER_MS = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000, 43_200_000, 86_400_000];
const POLICY = {
  kind: KIND,
  maxAttempts: RETRY_AFTER_MS.length + 1,
  retryAfterMs: (attempt: number) => RETRY_AFTER_MS[Math.min(attempt, RETRY_AFTER_MS.length) - 1]!,
};

function headersOf(deliveryId: string, type: string, body: string, at: Date): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': 'Market-Webhooks/1.0',
    'market-delivery': deliveryId,
    'market-event': type,
    'market-signature': marketSignature(MARKET_SANDBOX.clientSecret, Math.floor(at.getTime() / 1000), body),
  };
}

/** Sends the market's deliveries that are due, each signed again at its own time. */
export function deliverMarketWebhooks(deps: SandboxDeps) {
  return deliverDue(
    deps.db,
    async ({ url, headers, body }) => {
      const fresh = headersOf(headers['market-delivery']!, headers['market-event']!, body, deps.now());
      const response = await deps.fetch(url, { method: 'POST', headers: fresh, body });
      await response.text();
      return response.status;
    },
    POLICY,
    deps.now(),
  );
}

/** Queues the event of an order and sends what is due. */
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
  await enqueueDelivery(
    deps.db,
    {
      kind: KIND,
      shopId: shop.id,
      deliveryId,
      url: `${deps.publicUrl}${MARKET_WEBHOOK_PATH}`,
      headers: headersOf(deliveryId, type, body, at),
      body,
    },
    at,
  );
  await deliverMarketWebhooks(deps);
}
