import type { FastifyPluginAsync } from 'fastify';
import type { Currency } from '@cabinet/contracts/money';
import type { Language } from '@cabinet/contracts/common';

/** A card payment the buyer (here: the seller topping up) completes on the provider's hosted page. */
export interface CheckoutRequest {
  /** Our id of the payment; the provider echoes it in its events. */
  reference: string;
  /** What the card is charged, in minor units. */
  amount: number;
  currency: Currency;
  description: string;
  /** Where the provider sends the buyer afterwards; it appends `session=<id>`. */
  returnUrl: string;
  /** The hosted page's language. */
  locale: Language;
}

export interface CheckoutSession {
  session: string;
  /** The hosted checkout page to send the buyer to. */
  url: string;
}

/** What a webhook tells us: a checkout was paid or declined. */
export interface PaymentEvent {
  id: string;
  type: 'checkout.paid' | 'checkout.declined';
  session: string;
  reference: string;
  amount: number;
  currency: Currency;
}

/** Why a webhook was refused: no signature, a wrong one, or one older than the tolerance. */
export type SignatureProblem = 'missing' | 'malformed' | 'mismatch' | 'expired';

/**
 * The card processor (ARCHITECTURE §6): creates hosted checkout sessions and signs the webhooks it sends.
 * `verifyWebhook` checks a delivery's signature over the raw body and gives the event, or names the problem.
 */
export interface PaymentsProvider {
  readonly name: 'sandbox';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  verifyWebhook(
    rawBody: string,
    signature: string | undefined,
  ): { ok: true; event: PaymentEvent } | { ok: false; problem: SignatureProblem };
  /** Pages the provider serves itself (the sandbox's hosted checkout), mounted under /api. */
  readonly routes?: FastifyPluginAsync;
}

/** Where a webhook is delivered (public: the provider calls it). */
export const PAYMENTS_WEBHOOK_PATH = '/api/payments/webhook';
export const SIGNATURE_HEADER = 'x-signature';
