import type { SandboxDeps } from '../marketplace-kit/marketplace-sandbox.ts';
import { deliverDue, enqueueDelivery, randomToken, type SandboxShop } from '../marketplace-kit/store.ts';
import { ETSY_SANDBOX_SIGNING_SECRET, sandboxApiUrl, signWebhook } from './definition.ts';
import { KIND } from './shops.ts';

/*
 * Etsy's ORDER_PAID webhook. Etsy configures webhooks per app, so every paid order of a shop that authorised the app
 * goes to the app's one address; the body is thin (the receipt is fetched afterwards) and signed the Standard
 * Webhooks way. Failed deliveries are retried on Standard Webhooks' schedule, each attempt signed afresh (a receiver
 * refuses signatures older than five minutes).
 */

/** The app's subscription address: our server's Etsy webhook endpoint. */
export const ETSY_WEBHOOK_PATH = '/api/webhooks/etsy';

/** After the first attempt: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. */
const RETRY_AFTER_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];
const POLICY = {
  kind: 'etsy',
  maxAttempts: RETRY_AFTER_MS.length + 1,
  retryAfterMs: (attempt: number) => RETRY_AFTER_MS[Math.min(attempt, RETRY_AFTER_MS.length) - 1]!,
};

function signed(id: string, body: string, at: Date): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signWebhook(ETSY_SANDBOX_SIGNING_SECRET, id, timestamp, body),
  };
}

/** Sends Etsy's deliveries that are due, each signed again at its own time (Standard Webhooks' age check). */
export function deliverEtsyWebhooks(deps: SandboxDeps) {
  return deliverDue(
    deps.db,
    async ({ url, headers, body }) => {
      const id = headers['webhook-id'];
      const fresh = id ? signed(id, body, deps.now()) : headers;
      const response = await deps.fetch(url, { method: 'POST', headers: fresh, body });
      await response.text();
      return response.status;
    },
    POLICY,
    deps.now(),
  );
}

/** Queues the order.paid push of a receipt and sends what is due. */
export async function pushOrderPaid(deps: SandboxDeps, shop: SandboxShop, receiptId: number): Promise<void> {
  const apiUrl = sandboxApiUrl(deps.publicUrl);
  const body = JSON.stringify({
    event_type: 'order.paid',
    resource_url: `${apiUrl}/v3/application/shops/${shop.external_id}/receipts/${receiptId}`,
    shop_id: Number(shop.external_id),
  });
  const id = `msg_${randomToken(18)}`;
  await enqueueDelivery(
    deps.db,
    {
      kind: KIND,
      shopId: shop.id,
      deliveryId: id,
      url: `${deps.publicUrl}${ETSY_WEBHOOK_PATH}`,
      headers: signed(id, body, deps.now()),
      body,
    },
    deps.now(),
  );
  await deliverEtsyWebhooks(deps);
}
