import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Language } from '@cabinet/contracts/common';
import { currencies, type Currency } from '@cabinet/contracts/money';
import type { Db } from '../../platform/db/client.ts';
import { sandboxCheckoutSessions, type SandboxCheckoutSession } from './sandbox.schema.ts';

/*
 * The processor's checkout sessions as its API reads and writes them (definition/payments-api.json, our own
 * definition): the create body as the definition declares it, and a session as the API answers it. Written from the
 * definition, apart from the adapter (providers/payments).
 */

/** Where the sandbox processor answers, under the API's prefix: its API at `/v1/…`, its hosted page at `/checkout`. */
export const PAYMENTS_SANDBOX_PATH = '/sandbox/payments';
export const CHECKOUT_PAGE_PATH = `${PAYMENTS_SANDBOX_PATH}/checkout`;
/** A hosted checkout page stays payable this long, as a real processor's session does. */
export const SANDBOX_SESSION_TTL_MS = 24 * 3_600_000;

/** The page's languages by the IETF tags the API takes. */
const PAGE_LANGUAGE = { uk: 'ua', ru: 'ru', en: 'en' } as const satisfies Record<string, Language>;
const LOCALE_OF: Record<Language, keyof typeof PAGE_LANGUAGE> = { ua: 'uk', ru: 'ru', en: 'en' };

const webUrl = z.url({ protocol: /^https?$/ }).max(2000);

/** `CheckoutSessionCreate`: unknown parameters are refused, as processors refuse them. */
export const createSessionBodySchema = z.strictObject({
  amount: z.number().int().min(1).max(1_000_000_000),
  currency: z.string().regex(/^[A-Z]{3}$/),
  description: z.string().min(1).max(1000),
  reference: z.string().min(1).max(100),
  metadata: z.strictObject({ purpose: z.string().min(1).max(40) }),
  return_url: webUrl,
  cancel_url: webUrl.optional(),
  locale: z.enum(['uk', 'ru', 'en']).default('en'),
});
export type CreateSessionBody = z.infer<typeof createSessionBodySchema>;

/** The currencies this processor settles: the cabinet's, as a processor contracted for them would. */
export const isSettled = (currency: string): currency is Currency =>
  (currencies as readonly string[]).includes(currency);

/** Opens a session for a valid body in a currency the processor settles. */
export async function openSession(
  db: Db,
  at: Date,
  body: CreateSessionBody & { currency: Currency },
): Promise<SandboxCheckoutSession> {
  const [row] = await db
    .insert(sandboxCheckoutSessions)
    .values({
      id: `cs_test_${randomBytes(12).toString('hex')}`,
      purpose: body.metadata.purpose,
      reference: body.reference,
      amount: body.amount,
      currency: body.currency,
      description: body.description,
      return_url: body.return_url,
      cancel_url: body.cancel_url ?? null,
      locale: PAGE_LANGUAGE[body.locale],
      created_at: at,
      expires_at: new Date(at.getTime() + SANDBOX_SESSION_TTL_MS),
    })
    .returning();
  return row!;
}

/** `CheckoutSession`: an open session past its expiry reads `expired`. */
export function sessionView(row: SandboxCheckoutSession, publicUrl: string, now: Date) {
  const expired = row.status === 'open' && row.expires_at.getTime() <= now.getTime();
  return {
    id: row.id,
    object: 'checkout.session' as const,
    url: `${publicUrl}/api${CHECKOUT_PAGE_PATH}/${row.id}`,
    status: expired ? ('expired' as const) : row.status,
    amount: row.amount,
    currency: row.currency,
    description: row.description,
    reference: row.reference,
    metadata: { purpose: row.purpose },
    return_url: row.return_url,
    cancel_url: row.cancel_url,
    locale: LOCALE_OF[row.locale],
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    completed_at: row.completed_at?.toISOString() ?? null,
  };
}
