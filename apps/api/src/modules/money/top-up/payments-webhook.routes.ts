import type { FastifyPluginAsync } from 'fastify';
import { paymentsWebhookApi } from '@cabinet/contracts/top-up';
import { AppError } from '../../../platform/errors.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { keepRawJsonBody } from '../../../platform/http/raw-json-body.ts';
import {
  SIGNATURE_HEADER,
  type PaymentEventHandler,
  type PaymentPurpose,
  type PaymentsProvider,
} from '../../../providers/payments/payments.ts';

/**
 * POST /payments/webhook: the payments provider tells us a checkout was paid or declined — one route for every
 * kind of payment, handed to the settlement of the purpose the checkout was started with (top-up, payment link).
 * The signature is checked over the exact bytes received before anything is read from them; a bad, missing or
 * stale one → 400 and nothing changes. A repeated delivery is answered 200 and credits nothing more.
 */
export const paymentsWebhookRoutes: FastifyPluginAsync<{
  payments: PaymentsProvider;
  handlers: Record<PaymentPurpose, PaymentEventHandler>;
}> = async (app, { payments, handlers }) => {
  // This scope only: keep the raw JSON, since the signature covers the bytes, not their parse.
  keepRawJsonBody(app, { objectsOnly: false });

  route(app, paymentsWebhookApi.receive, async (request) => {
    const signature = request.headers[SIGNATURE_HEADER];
    const verified = payments.verifyWebhook(
      request.rawBody ?? '',
      typeof signature === 'string' ? signature : undefined,
    );
    if (!verified.ok) {
      request.log.warn({ problem: verified.problem }, 'payment webhook refused');
      throw new AppError(400, 'webhook_signature_invalid', { extra: { problem: verified.problem } });
    }
    const handled = await handlers[verified.event.purpose].onPaymentEvent(verified.event);
    return { received: true as const, ...handled };
  });
};
