import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import type { Deliveries } from '../deliveries/deliveries.ts';
import { paymentsApiRoutes } from './api.routes.ts';
import { sandboxCheckoutRoutes } from './sandbox.routes.ts';

export interface PaymentsSandboxOptions {
  db: Db;
  now: () => Date;
  publicUrl: string;
  /** The shop's webhook endpoint, as it registered it with the processor. */
  webhookUrl: string;
  /**
   * This installation's processor credentials (sandboxes/secrets): the secret key a merchant calls the API with, and
   * the secret its webhooks are signed with. The adapter is configured with the same in sandbox mode (app.ts).
   */
  secrets: { apiKey: string; webhookSecret: string };
  deliveries: Deliveries;
}

/**
 * The card processor's sandbox (ARCHITECTURE §6), an outside system served by our server under /api/sandbox/payments:
 * the processor's HTTP API as our own definition declares it (definition/payments-api.json), checkout sessions kept
 * in its own table, a hosted page with a test card and Pay / Decline, and webhooks signed with HMAC-SHA256 as card
 * processors sign theirs, sent over HTTP to the shop's endpoint after the page has answered (sandboxes/deliveries).
 * It shares no code with the adapter (providers/payments), which reaches it over HTTP like any processor.
 */
export const paymentsSandboxRoutes: FastifyPluginAsync<PaymentsSandboxOptions> = async (app, options) => {
  const { db, now, publicUrl, webhookUrl, secrets, deliveries } = options;
  // Each in its own scope: the page reads forms, the API answers its own error shape.
  await app.register(paymentsApiRoutes, { db, now, publicUrl, apiKey: secrets.apiKey });
  await app.register(sandboxCheckoutRoutes, { db, now, secret: secrets.webhookSecret, webhookUrl, deliveries });
};
