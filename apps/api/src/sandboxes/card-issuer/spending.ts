import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { sandboxIssuerCards, sandboxIssuerOperations } from './sandbox.schema.ts';

/*
 * The sandbox issuer's simulation of the sellers' marketplaces spending its cards (ARCHITECTURE §6): a deterministic
 * fee in some of the 8-hour slots since a card was issued, approved only while the card is active and has the money.
 */

/** A card may be charged once in each such period: a marketplace's listing, transaction or subscription fee. */
export const SANDBOX_CHARGE_SLOT_MS = 8 * 3_600_000;
const MERCHANTS = [
  'Etsy listing fee',
  'Etsy transaction fee',
  'eBay insertion fee',
  'Amazon referral fee',
  'Shopify app subscription',
] as const;

export const digest = (text: string) => createHash('sha256').update(text).digest();

/** What the simulated marketplaces charge a card in slot `n`, or nothing: a pure function of the card and slot. */
export function sandboxChargeFor(cardId: number, slot: number): { amount: number; merchant: string } | null {
  const h = digest(`sandbox-issuer:${cardId}:${slot}`);
  if (h[0]! % 4 === 0) return null;
  return { amount: 15 + (h.readUInt16BE(1) % 285), merchant: MERCHANTS[h[3]! % MERCHANTS.length]! };
}

export type CardRow = typeof sandboxIssuerCards.$inferSelect;

/** Records the card's charges (and declines) in the slots up to `until`, and answers the card as it then stands. */
export async function simulateSpending(tx: Tx, card: CardRow, until: Date): Promise<CardRow> {
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
