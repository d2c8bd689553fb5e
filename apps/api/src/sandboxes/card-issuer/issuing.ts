import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { sandboxIssuerCards, sandboxIssuerOperations } from './sandbox.schema.ts';
import { digest, type CardRow } from './spending.ts';

/** The sandbox's BIN: a Mastercard test range every card processor's test mode accepts. */
export const SANDBOX_BIN = '555555';

/** The Luhn check digit that completes `payload` to a valid card number. */
export function luhnCheckDigit(payload: string): number {
  let sum = 0;
  for (let i = 0; i < payload.length; i += 1) {
    let digit = Number(payload[payload.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

export function isLuhnValid(number: string): boolean {
  return /^\d{12,19}$/.test(number) && luhnCheckDigit(number.slice(0, -1)) === Number(number.at(-1));
}

/** A card as the issuer's API shows it: never the whole number. */
export const cardView = (card: CardRow) => ({
  token: card.token,
  brand: 'mastercard' as const,
  bin: card.pan.slice(0, 6),
  last4: card.pan.slice(-4),
  exp_month: card.expiry_month,
  exp_year: card.expiry_year,
  status: card.status,
});

/** Issues a card loaded with `amount` (the same card again for a reference already issued). */
export async function issueSandboxCard(db: Db, at: Date, { reference, amount }: { reference: string; amount: number }) {
  const token = `ic_test_${randomBytes(12).toString('hex')}`;
  const [card] = await db.transaction(async (tx) => {
    // Issuing is idempotent per reference, like a real issuer's idempotency key: the same card comes back.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sandbox-issuer:${reference}`}, 0))`);
    const known = await tx.select().from(sandboxIssuerCards).where(eq(sandboxIssuerCards.reference, reference));
    if (known.length > 0) return known;
    const [row] = await tx
      .insert(sandboxIssuerCards)
      .values({
        token,
        reference,
        pan: SANDBOX_BIN.padEnd(16, '0'),
        expiry_month: at.getUTCMonth() + 1,
        expiry_year: at.getUTCFullYear() + 3,
        status: 'active',
        balance: amount,
        simulated_until: at,
        created_at: at,
      })
      .returning({ id: sandboxIssuerCards.id });
    // The account digits come from the issuer's own sequence, so that every card number is different.
    const account = String(digest(`sandbox-pan:${row!.id}`).readBigUInt64BE() % 1_000_000_000n).padStart(9, '0');
    const payload = `${SANDBOX_BIN}${account}`;
    const pan = `${payload}${luhnCheckDigit(payload)}`;
    await tx.insert(sandboxIssuerOperations).values({
      card_id: row!.id,
      kind: 'load',
      amount,
      reference: `issue:${reference}`,
      created_at: at,
    });
    return tx.update(sandboxIssuerCards).set({ pan }).where(eq(sandboxIssuerCards.id, row!.id)).returning();
  });
  return cardView(card!);
}
