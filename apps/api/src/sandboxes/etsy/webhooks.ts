import type { SandboxDeps } from '../marketplace-kit/marketplace-sandbox.ts';
import { randomToken, type SandboxShop } from '../marketplace-kit/store.ts';
import type { DeliverySender } from '../deliveries/deliveries.ts';
import { RETRY_SCHEDULES } from '../deliveries/schedules.ts';
import { sandboxApiUrl, signWebhook } from './definition.ts';
import { KIND } from './shops.ts';

/*
 * Etsy's ORDER_PAID webhook. Etsy configures webhooks per app, so every paid order of a shop that authorised the app
 * goes to the app's one address, over HTTP once the caller is answered; the body is thin (the receipt is fetched
 * afterwards) and signed the Standard Webhooks way. Failed deliveries are retried on Standard Webhooks' schedule, each
 * attempt signed afresh (a receiver refuses signatures older than five minutes).
 */

/** The app's subscription address: our server's Etsy webhook endpoint. */
export const ETSY_WEBHOOK_PATH = '/api/webhooks/etsy';

function signed(secret: string, id: string, body: string, at: Date): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signWebhook(secret, id, timestamp, body),
  };
}

/**
 * Etsy's webhooks, each attempt signed at its own time (Standard Webhooks' age check) with this installation's signing
 * secret (sandbox_secrets).
 */
export const etsyWebhooks = (secret: string): DeliverySender => ({
  name: KIND,
  schedule: RETRY_SCHEDULES.standardWebhooks,
  headersAt: (delivery, at) => signed(secret, delivery.delivery_id, delivery.body, at),
});

/** Queues the order.paid push of a receipt; it is sent once the caller has its answer. */
export async function pushOrderPaid(deps: SandboxDeps, shop: SandboxShop, receiptId: number): Promise<void> {
  const apiUrl = sandboxApiUrl(deps.publicUrl);
  const body = JSON.stringify({
    event_type: 'order.paid',
    resource_url: `${apiUrl}/v3/application/shops/${shop.external_id}/receipts/${receiptId}`,
    shop_id: Number(shop.external_id),
  });
  const id = `msg_${randomToken(18)}`;
  const secret = deps.secrets.etsy.webhookSecret;
  await deps.deliveries.enqueue(etsyWebhooks(secret), {
    subject: String(shop.id),
    deliveryId: id,
    url: `${deps.publicUrl}${ETSY_WEBHOOK_PATH}`,
    headers: signed(secret, id, body, deps.now()),
    body,
  });
}
