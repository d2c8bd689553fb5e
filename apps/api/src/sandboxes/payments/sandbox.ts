import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import {
  paymentPurposes,
  type PaymentEvent,
  type PaymentsProvider,
  type SignatureProblem,
} from '../../providers/payments/payments.ts';
import { paymentEventBodySchema } from './event.ts';
import { sandboxCheckoutSessions } from './sandbox.schema.ts';
import { sandboxCheckoutRoutes } from './sandbox.routes.ts';
import type { Deliveries } from '../deliveries/deliveries.ts';

/** A hosted checkout page stays payable this long, as a real processor's session does. */
export const SANDBOX_SESSION_TTL_MS = 24 * 3_600_000;
export const SANDBOX_CHECKOUT_PATH = '/api/sandbox/payments/checkout';

/**
 * The card processor's sandbox (ARCHITECTURE §6): checkout sessions kept in its own table, a hosted page served by
 * our server with a test card and Pay / Decline, and webhooks signed with HMAC-SHA256 exactly as a real processor
 * signs them, sent over HTTP to our public address after the page has answered (sandboxes/deliveries). No
 * credentials.
 */
export function sandboxPayments(opts: {
  db: Db;
  now: () => Date;
  publicUrl: string;
  /** The shop's webhook endpoint, as it registered it with the processor. */
  webhookUrl: string;
  secret: string;
  deliveries: Deliveries;
  /**
   * How the shop checks a delivery's signature: the cabinet's side of the protocol (providers/payments/signature.ts),
   * handed in by the composition root, so that the sandbox's signer and our verifier are two readings of the scheme.
   */
  checkSignature: (
    secret: string,
    body: string,
    header: string | undefined,
    now: Date,
  ) => { ok: true } | { ok: false; problem: SignatureProblem };
}): PaymentsProvider {
  const { db, now, secret, publicUrl, webhookUrl, deliveries, checkSignature } = opts;
  return {
    name: 'sandbox',

    async createCheckout(request) {
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      const at = now();
      const expiresAt = new Date(at.getTime() + SANDBOX_SESSION_TTL_MS);
      await db.insert(sandboxCheckoutSessions).values({
        id,
        purpose: request.purpose,
        reference: request.reference,
        amount: request.amount,
        currency: request.currency,
        description: request.description,
        return_url: request.returnUrl,
        cancel_url: request.cancelUrl ?? null,
        locale: request.locale,
        created_at: at,
        expires_at: expiresAt,
      });
      return { session: id, url: `${publicUrl}${SANDBOX_CHECKOUT_PATH}/${id}`, expiresAt };
    },

    verifyWebhook(rawBody, signature) {
      const checked = checkSignature(secret, rawBody, signature, now());
      if (!checked.ok) return checked;
      let parsed: ReturnType<typeof paymentEventBodySchema.safeParse>;
      try {
        parsed = paymentEventBodySchema.safeParse(JSON.parse(rawBody));
      } catch {
        return { ok: false, problem: 'malformed' };
      }
      if (!parsed.success) return { ok: false, problem: 'malformed' };
      const { id, type, data } = parsed.data;
      // The interface's side: only the purposes the cabinet makes sessions for.
      const purpose = paymentPurposes.find((p) => p === data.purpose);
      if (!purpose) return { ok: false, problem: 'malformed' };
      const event: PaymentEvent = { id, type, ...data, purpose };
      return { ok: true, event };
    },

    routes: async (app) => {
      await app.register(sandboxCheckoutRoutes, { db, now, secret, webhookUrl, deliveries });
    },
  };
}
