import { z } from 'zod';
import type { Language } from '@cabinet/contracts/common';
import { currencySchema } from '@cabinet/contracts/money';
import { OwnApiRefusal, ownApiClient } from '../own-api-client.ts';
import { paymentPurposes, type PaymentEvent, type PaymentsProvider } from './payments.ts';
import { checkSignature } from './signature.ts';

/*
 * The card processor's HTTP API, as our own definition declares it (sandboxes/payments/definition/payments-api.json:
 * the only place there was to keep a definition no vendor publishes; nothing of the sandbox is used here): hosted
 * checkout sessions opened with the secret key as a bearer, and signed webhook events. The same adapter talks to the
 * sandbox our server serves (the default) or, given its base URL and keys, to a processor that speaks the definition.
 * No key is ever put in an error or a log line.
 */

/** The hosted page's language, by the IETF tags the API takes. */
const LOCALE: Record<Language, 'uk' | 'ru' | 'en'> = { ua: 'uk', ru: 'ru', en: 'en' };

/** The fields we read of a `CheckoutSession`; the rest is the processor's. */
const sessionSchema = z.object({ id: z.string().min(1), url: z.url(), expires_at: z.iso.datetime({ offset: true }) });

/** The definition's `Event`, read as a receiver must: every field we act on present and of its type. */
const eventSchema = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(['checkout.paid', 'checkout.declined']),
  created: z.number().int(),
  data: z.object({
    purpose: z.string().min(1).max(40),
    session: z.string().min(1).max(100),
    reference: z.string().min(1).max(100),
    amount: z.number().int().positive(),
    currency: currencySchema,
  }),
});

/** A refusal by the processor: its HTTP status and its error's type, code and message. */
export class PaymentsProviderError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentsProviderError';
  }
}

export interface CardProcessorOptions {
  /** The API's root, before `/v1/…`: the processor's, or `${PUBLIC_URL}/api/sandbox/payments`. */
  baseUrl: string;
  /** The merchant's secret key (`Authorization: Bearer`). */
  apiKey: string;
  /** The secret the processor signs our webhook endpoint's deliveries with. */
  webhookSecret: string;
  now: () => Date;
  fetchImpl?: typeof fetch;
  name?: PaymentsProvider['name'];
  timeoutMs?: number;
}

/** The card processor, spoken to over HTTP. */
export function cardProcessorPayments(options: CardProcessorOptions): PaymentsProvider {
  const { apiKey, webhookSecret, now, fetchImpl, name = 'live', timeoutMs = 15_000 } = options;
  const request = ownApiClient({ baseUrl: options.baseUrl, apiKey, fetchImpl, timeoutMs });
  const refused = (error: unknown): never => {
    if (!(error instanceof OwnApiRefusal)) throw error;
    throw new PaymentsProviderError(error.status, error.code, `card processor: ${error.detail ?? error.code}`);
  };

  return {
    name,

    async createCheckout(checkout) {
      const answer = await request('POST', '/v1/checkout/sessions', {
        amount: checkout.amount,
        currency: checkout.currency,
        description: checkout.description,
        reference: checkout.reference,
        metadata: { purpose: checkout.purpose },
        return_url: checkout.returnUrl,
        ...(checkout.cancelUrl ? { cancel_url: checkout.cancelUrl } : {}),
        locale: LOCALE[checkout.locale],
      }).catch(refused);
      const session = sessionSchema.parse(answer);
      return { session: session.id, url: session.url, expiresAt: new Date(session.expires_at) };
    },

    verifyWebhook(rawBody, signature) {
      const checked = checkSignature(webhookSecret, rawBody, signature, now());
      if (!checked.ok) return checked;
      let parsed: ReturnType<typeof eventSchema.safeParse>;
      try {
        parsed = eventSchema.safeParse(JSON.parse(rawBody));
      } catch {
        return { ok: false, problem: 'malformed' };
      }
      if (!parsed.success) return { ok: false, problem: 'malformed' };
      const { id, type, data } = parsed.data;
      // Only the purposes the cabinet opens sessions for.
      const purpose = paymentPurposes.find((p) => p === data.purpose);
      if (!purpose) return { ok: false, problem: 'malformed' };
      const event: PaymentEvent = { id, type, ...data, purpose };
      return { ok: true, event };
    },
  };
}
