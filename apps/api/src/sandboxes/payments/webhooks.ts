import { PAYMENTS_WEBHOOK_PATH, SIGNATURE_HEADER } from '../../providers/payments/payments.ts';
import { signPayload } from '../../providers/payments/signature.ts';
import type { DeliverySender } from '../deliveries/deliveries.ts';
import { RETRY_SCHEDULES } from '../deliveries/schedules.ts';

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
      [SIGNATURE_HEADER]: signPayload(secret, delivery.body, at),
    }),
  };
}

/** Where the shop (our server) takes the processor's events. */
export const paymentsWebhookUrl = (publicUrl: string) => `${publicUrl}${PAYMENTS_WEBHOOK_PATH}`;
