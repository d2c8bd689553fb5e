import { createHmac } from 'node:crypto';
import type { DeliverySender } from '../deliveries/deliveries.ts';
import { RETRY_SCHEDULES } from '../deliveries/schedules.ts';

/**
 * The processor's signature, as its definition declares it (definition/payments-api.json, webhook `checkoutEvent`):
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` under the endpoint's secret, in `X-Signature`. Written
 * here apart from the cabinet's verifier.
 */
const SIGNATURE_HEADER = 'x-signature';

export function signWebhookBody(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

/**
 * The processor's webhooks: each event goes to the shop's webhook address (our server's, at its public address, as a
 * real processor reaches it over the network), signed `t=…,v1=…` afresh at every attempt — a receiver refuses a
 * signature older than five minutes, and retries run for days.
 */
export function paymentsWebhookSender(secret: string): DeliverySender {
  return {
    name: 'payments',
    schedule: RETRY_SCHEDULES.payments,
    headersAt: (delivery, at) => ({
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signWebhookBody(secret, delivery.body, at),
    }),
  };
}
