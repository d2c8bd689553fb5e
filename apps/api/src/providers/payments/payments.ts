import type { Currency } from '@cabinet/contracts/money';
import type { Language } from '@cabinet/contracts/common';

/**
 * What a checkout pays for: the provider keeps it with the session (as processors keep metadata) and echoes it in
 * every event, so our one webhook knows which settlement it concerns.
 */
export const paymentPurposes = ['top_up', 'payment_link'] as const;
export type PaymentPurpose = (typeof paymentPurposes)[number];

/**
 * A card payment the buyer (a seller topping up, a payer of a payment link) completes on the provider's hosted page.
 * Card details are typed there and never reach our server.
 */
export interface CheckoutRequest {
  purpose: PaymentPurpose;
  /** Our id of the payment; the provider echoes it in its events. */
  reference: string;
  /** What the card is charged, in minor units. */
  amount: number;
  currency: Currency;
  description: string;
  /** Where the provider sends the buyer afterwards; it appends `session=<id>`. */
  returnUrl: string;
  /** Where the buyer goes on leaving the checkout without paying (no link offered when absent). */
  cancelUrl?: string;
  /** The hosted page's language. */
  locale: Language;
}

export interface CheckoutSession {
  session: string;
  /** The hosted checkout page to send the buyer to. */
  url: string;
  /** After this the session can no longer be paid. */
  expiresAt: Date;
}

/** What a webhook tells us: a checkout was paid or declined. */
export interface PaymentEvent {
  id: string;
  type: 'checkout.paid' | 'checkout.declined';
  purpose: PaymentPurpose;
  session: string;
  reference: string;
  amount: number;
  currency: Currency;
}

/**
 * A settlement the webhook hands a verified event of its purpose to. It must be idempotent by the provider's
 * session: a redelivered event is answered like the first and moves nothing more.
 */
export interface PaymentEventHandler {
  onPaymentEvent(event: PaymentEvent): Promise<{ status: string; credited: boolean } & Record<string, unknown>>;
}

/** Why a webhook was refused: no signature, a wrong one, or one older than the tolerance. */
export type SignatureProblem = 'missing' | 'malformed' | 'mismatch' | 'expired';

/**
 * The card processor (ARCHITECTURE §6): creates hosted checkout sessions and signs the webhooks it sends.
 * `verifyWebhook` checks a delivery's signature over the raw body and gives the event, or names the problem.
 */
export interface PaymentsProvider {
  /** `sandbox` while the processor is the sandbox this server serves: the UI shows its badge. */
  readonly name: 'sandbox' | 'live';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  verifyWebhook(
    rawBody: string,
    signature: string | undefined,
  ): { ok: true; event: PaymentEvent } | { ok: false; problem: SignatureProblem };
}

/** Where a webhook is delivered (public: the provider calls it). */
export const PAYMENTS_WEBHOOK_PATH = '/api/payments/webhook';
export const SIGNATURE_HEADER = 'x-signature';
