import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { cardView, issueSandboxCard } from './issuing.ts';
import { sandboxIssuerCards, sandboxIssuerOperations } from './sandbox.schema.ts';
import { simulateSpending, type CardRow } from './spending.ts';

/** Why the issuer refuses a call about a card: the error codes of its API (definition/card-issuer-api.json). */
export class IssuerRefusal extends Error {
  constructor(readonly code: 'unknown_card' | 'card_frozen' | 'card_closed') {
    super(code);
  }
}

/**
 * The card issuer's books in the sandbox (ARCHITECTURE §6), behind its HTTP API (card-issuer.routes.ts): it keeps
 * its cards (well-formed Luhn-valid numbers in the 5555 55 test BIN) and their balances in its own tables and spends
 * them the way sellers' marketplaces would — a deterministic fee in some of the 8-hour slots since the card was
 * issued, approved only while the card is active and has the money, declined otherwise. Spending is simulated up to
 * "now" whenever the issuer is asked anything about a card, so freezing a card stops it from that moment.
 */
export function cardIssuerBooks(opts: { db: Db; now: () => Date }) {
  const { db, now } = opts;

  /** Locks the card, simulates its spending up to now, and runs `work` on the card as it then stands. */
  async function withCard<T>(token: string, work: (tx: Tx, card: CardRow) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      const [card] = await tx
        .select()
        .from(sandboxIssuerCards)
        .where(eq(sandboxIssuerCards.token, token))
        .for('update');
      if (!card) throw new IssuerRefusal('unknown_card');
      return work(tx, await simulateSpending(tx, card, now()));
    });
  }

  return {
    issueCard: (request: { reference: string; amount: number }) => issueSandboxCard(db, now(), request),

    load: (token: string, { amount, reference }: { amount: number; reference: string }) =>
      withCard(token, async (tx, card) => {
        if (card.status !== 'active') throw new IssuerRefusal(card.status === 'closed' ? 'card_closed' : 'card_frozen');
        const [done] = await tx
          .insert(sandboxIssuerOperations)
          .values({ card_id: card.id, kind: 'load', amount, reference, created_at: now() })
          .onConflictDoNothing()
          .returning({ id: sandboxIssuerOperations.id });
        // A reference already loaded loads nothing more (the issuer's idempotency): the balance is answered as it is.
        const balance = done ? card.balance + amount : card.balance;
        if (done) await tx.update(sandboxIssuerCards).set({ balance }).where(eq(sandboxIssuerCards.id, card.id));
        return { card_token: card.token, reference, amount, balance };
      }),

    /** Freezes (`frozen`) or unfreezes (`active`) a card that is not closed. */
    setStatus: (token: string, status: 'active' | 'frozen') =>
      withCard(token, async (tx, card) => {
        if (card.status === 'closed') throw new IssuerRefusal('card_closed');
        const [updated] = await tx
          .update(sandboxIssuerCards)
          .set({ status })
          .where(eq(sandboxIssuerCards.id, card.id))
          .returning();
        return cardView(updated!);
      }),

    close: (token: string) =>
      withCard(token, async (tx, card) => {
        const closed = { token: card.token, status: 'closed' as const };
        if (card.status === 'closed') return { ...closed, remaining: 0 };
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
        return { ...closed, remaining: card.balance };
      }),

    /** The approved charges after `since` (all when null), oldest first. */
    charges: (token: string, since: Date | null) =>
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
          created_at: r.created_at.toISOString(),
        }));
      }),
  };
}
