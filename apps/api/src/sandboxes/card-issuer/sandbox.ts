import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { CardIssuerError, type CardIssuer } from '../../providers/card-issuer/card-issuer.ts';
import { sandboxIssuerCards, sandboxIssuerOperations } from './sandbox.schema.ts';

/** The sandbox's BIN: a Mastercard test range every card processor's test mode accepts. */
export const SANDBOX_BIN = '555555';
/** A card may be charged once in each such period: a marketplace's listing, transaction or subscription fee. */
export const SANDBOX_CHARGE_SLOT_MS = 8 * 3_600_000;
const MERCHANTS = [
  'Etsy listing fee',
  'Etsy transaction fee',
  'eBay insertion fee',
  'Amazon referral fee',
  'Shopify app subscription',
] as const;

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

const digest = (text: string) => createHash('sha256').update(text).digest();

/** What the simulated marketplaces charge a card in slot `n`, or nothing: a pure function of the card and slot. */
export function sandboxChargeFor(cardId: number, slot: number): { amount: number; merchant: string } | null {
  const h = digest(`sandbox-issuer:${cardId}:${slot}`);
  if (h[0]! % 4 === 0) return null;
  return { amount: 15 + (h.readUInt16BE(1) % 285), merchant: MERCHANTS[h[3]! % MERCHANTS.length]! };
}

type CardRow = typeof sandboxIssuerCards.$inferSelect;

/**
 * The card issuer's sandbox (ARCHITECTURE §6): it keeps its cards (well-formed Luhn-valid numbers in the
 * 5555 55 test BIN) and their balances in its own tables and spends them the way sellers' marketplaces would —
 * a deterministic fee in some of the 8-hour slots since the card was issued, approved only while the card is
 * active and has the money, declined otherwise. Spending is simulated up to "now" whenever the issuer is asked
 * anything about a card, so freezing a card stops it from that moment.
 */
export function sandboxCardIssuer(opts: { db: Db; now: () => Date }): CardIssuer {
  const { db, now } = opts;

  /** Locks the card, simulates its spending up to now, and runs `work` on the card as it then stands. */
  async function withCard<T>(token: string, work: (tx: Tx, card: CardRow) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      const [card] = await tx
        .select()
        .from(sandboxIssuerCards)
        .where(eq(sandboxIssuerCards.token, token))
        .for('update');
      if (!card) throw new CardIssuerError('unknown_card');
      return work(tx, await simulate(tx, card, now()));
    });
  }

  async function simulate(tx: Tx, card: CardRow, until: Date): Promise<CardRow> {
    if (until <= card.simulated_until) return card;
    const start = card.created_at.getTime();
    let balance = card.balance;
    const operations: (typeof sandboxIssuerOperations.$inferInsert)[] = [];
    if (card.status === 'active') {
      const first = Math.floor((card.simulated_until.getTime() - start) / SANDBOX_CHARGE_SLOT_MS) + 1;
      for (let slot = first; start + slot * SANDBOX_CHARGE_SLOT_MS <= until.getTime(); slot += 1) {
        const charge = sandboxChargeFor(card.id, slot);
        if (!charge) continue;
        const approved = charge.amount <= balance;
        if (approved) balance -= charge.amount;
        operations.push({
          card_id: card.id,
          kind: approved ? 'charge' : 'declined',
          amount: charge.amount,
          merchant: charge.merchant,
          reference: `slot:${slot}`,
          created_at: new Date(start + slot * SANDBOX_CHARGE_SLOT_MS),
        });
      }
    }
    if (operations.length > 0) await tx.insert(sandboxIssuerOperations).values(operations);
    const [updated] = await tx
      .update(sandboxIssuerCards)
      .set({ balance, simulated_until: until })
      .where(eq(sandboxIssuerCards.id, card.id))
      .returning();
    return updated!;
  }

  return {
    name: 'sandbox',

    async issueCard({ reference, amount }) {
      const at = now();
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
      return {
        token: card!.token,
        brand: 'mastercard',
        bin: card!.pan.slice(0, 6),
        last4: card!.pan.slice(-4),
        expiryMonth: card!.expiry_month,
        expiryYear: card!.expiry_year,
      };
    },

    load: (token, amount, reference) =>
      withCard(token, async (tx, card) => {
        if (card.status !== 'active')
          throw new CardIssuerError(card.status === 'closed' ? 'card_closed' : 'card_frozen');
        const [done] = await tx
          .insert(sandboxIssuerOperations)
          .values({ card_id: card.id, kind: 'load', amount, reference, created_at: now() })
          .onConflictDoNothing()
          .returning({ id: sandboxIssuerOperations.id });
        if (done) {
          await tx
            .update(sandboxIssuerCards)
            .set({ balance: card.balance + amount })
            .where(eq(sandboxIssuerCards.id, card.id));
        }
      }),

    freeze: (token) =>
      withCard(token, async (tx, card) => {
        if (card.status === 'closed') throw new CardIssuerError('card_closed');
        await tx.update(sandboxIssuerCards).set({ status: 'frozen' }).where(eq(sandboxIssuerCards.id, card.id));
      }),

    unfreeze: (token) =>
      withCard(token, async (tx, card) => {
        if (card.status === 'closed') throw new CardIssuerError('card_closed');
        await tx.update(sandboxIssuerCards).set({ status: 'active' }).where(eq(sandboxIssuerCards.id, card.id));
      }),

    close: (token) =>
      withCard(token, async (tx, card) => {
        if (card.status === 'closed') return { remaining: 0 };
        if (card.balance > 0) {
          await tx.insert(sandboxIssuerOperations).values({
            card_id: card.id,
            kind: 'unload',
            amount: card.balance,
            reference: 'close',
            created_at: now(),
          });
        }
        await tx
          .update(sandboxIssuerCards)
          .set({ status: 'closed', balance: 0 })
          .where(eq(sandboxIssuerCards.id, card.id));
        return { remaining: card.balance };
      }),

    charges: (token, since) =>
      withCard(token, async (tx, card) => {
        const rows = await tx
          .select()
          .from(sandboxIssuerOperations)
          .where(
            and(
              eq(sandboxIssuerOperations.card_id, card.id),
              eq(sandboxIssuerOperations.kind, 'charge'),
              since ? gt(sandboxIssuerOperations.created_at, since) : undefined,
            ),
          )
          .orderBy(asc(sandboxIssuerOperations.created_at), asc(sandboxIssuerOperations.id));
        return rows.map((r) => ({
          id: `ch_test_${r.id}`,
          amount: r.amount,
          merchant: r.merchant ?? '',
          at: r.created_at,
        }));
      }),
  };
}
