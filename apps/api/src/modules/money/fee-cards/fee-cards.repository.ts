import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { PageQuery } from '@cabinet/contracts/common';
import type { FeeCardStatus } from '@cabinet/contracts/fee-cards';
import { BALANCE_CURRENCY } from '@cabinet/contracts/money';
import type { Db } from '../../../platform/db/client.ts';
import { ledgerAccounts } from '../ledger/ledger.schema.ts';
import type { Tx } from '../ledger/ledger.ts';
import { ledgerEntriesPage } from '../ledger/entries-page.ts';
import type { IssuedCard } from '../../../providers/card-issuer/card-issuer.ts';
import { feeCardCharges, feeCardLoads, feeCards } from './fee-cards.schema.ts';

export type FeeCardRow = typeof feeCards.$inferSelect;

/** The ledger account holding a card's money: the seller's `fee_card` account with ref = card id. */
const cardAccount = sql`${ledgerAccounts.account_id} = ${feeCards.account_id} and ${ledgerAccounts.kind} = 'fee_card'
  and ${ledgerAccounts.currency} = ${BALANCE_CURRENCY} and ${ledgerAccounts.ref} = ${feeCards.id}::text`;
const withBalance = { card: feeCards, balance: sql<number>`coalesce(${ledgerAccounts.balance}, 0)`.mapWith(Number) };

/** Queries of the virtual fee cards; every seller-facing one is scoped to the seller's account. */
export class FeeCardRepository {
  constructor(private readonly db: Db) {}

  async list(accountId: number, q: PageQuery) {
    const where = eq(feeCards.account_id, accountId);
    const [rows, [total]] = await Promise.all([
      this.db
        .select(withBalance)
        .from(feeCards)
        .leftJoin(ledgerAccounts, cardAccount)
        .where(where)
        .orderBy(desc(feeCards.created_at), desc(feeCards.id))
        .limit(q.on_page)
        .offset((q.page - 1) * q.on_page),
      this.db.select({ n: count() }).from(feeCards).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async get(accountId: number, id: number, tx: Tx | Db = this.db) {
    const [row] = await tx
      .select(withBalance)
      .from(feeCards)
      .leftJoin(ledgerAccounts, cardAccount)
      .where(and(eq(feeCards.account_id, accountId), eq(feeCards.id, id)));
    return row;
  }

  /** The card row, locked: card operations on one card take turns. */
  async lock(tx: Tx, id: number, accountId?: number) {
    const [row] = await tx
      .select()
      .from(feeCards)
      .where(and(eq(feeCards.id, id), accountId === undefined ? undefined : eq(feeCards.account_id, accountId)))
      .for('update');
    return row;
  }

  async insert(tx: Tx, row: typeof feeCards.$inferInsert): Promise<FeeCardRow> {
    const [card] = await tx.insert(feeCards).values(row).returning();
    return card!;
  }

  /** Moves the card from one status to another; false when it was no longer in `from`. */
  async setStatus(id: number, from: FeeCardStatus, to: Exclude<FeeCardStatus, 'closed'>): Promise<boolean> {
    const rows = await this.db
      .update(feeCards)
      .set({ status: to })
      .where(and(eq(feeCards.id, id), eq(feeCards.status, from)))
      .returning({ id: feeCards.id });
    return rows.length > 0;
  }

  async markClosed(tx: Tx, id: number, at: Date) {
    await tx.update(feeCards).set({ status: 'closed', closed_at: at }).where(eq(feeCards.id, id));
  }

  /** Spending is known up to `at` (never moves back when two refreshes cross). */
  async markRefreshed(tx: Tx, id: number, at: Date) {
    await tx
      .update(feeCards)
      .set({
        balance_refreshed_at: sql`greatest(coalesce(${feeCards.balance_refreshed_at}, ${at.toISOString()}::timestamptz), ${at.toISOString()}::timestamptz)`,
      })
      .where(eq(feeCards.id, id));
  }

  /** Cards whose spending may still have to be fetched: every one not closed (a frozen card's earlier charges). */
  refreshable() {
    return this.db
      .select()
      .from(feeCards)
      .where(inArray(feeCards.status, ['active', 'frozen']))
      .orderBy(feeCards.id);
  }

  async chargeKnown(tx: Tx, cardId: number, issuerChargeId: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: feeCardCharges.id })
      .from(feeCardCharges)
      .where(and(eq(feeCardCharges.card_id, cardId), eq(feeCardCharges.issuer_charge_id, issuerChargeId)));
    return Boolean(row);
  }

  async insertCharge(tx: Tx, row: typeof feeCardCharges.$inferInsert) {
    await tx.insert(feeCardCharges).values(row);
  }

  /** What the ledger holds on the card now (inside the transaction that changes it). */
  async cardBalance(tx: Tx, card: { id: number; account_id: number }): Promise<number> {
    const [row] = await tx
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.account_id, card.account_id),
          eq(ledgerAccounts.kind, 'fee_card'),
          eq(ledgerAccounts.currency, BALANCE_CURRENCY),
          eq(ledgerAccounts.ref, String(card.id)),
        ),
      );
    return row?.balance ?? 0;
  }

  /** Entries on the card's ledger account, newest first, with the merchant of each fee paid. */
  async transactions(card: { id: number; account_id: number }, q: PageQuery) {
    const where = and(
      eq(ledgerAccounts.account_id, card.account_id),
      eq(ledgerAccounts.kind, 'fee_card'),
      eq(ledgerAccounts.ref, String(card.id)),
    );
    return ledgerEntriesPage(this.db, where, q);
  }

  async insertLoad(tx: Tx, row: typeof feeCardLoads.$inferInsert) {
    await tx.insert(feeCardLoads).values(row);
  }

  /** A load the issuer has not yet confirmed, with its card; undefined once settled. */
  async pendingLoad(journalId: number) {
    const [row] = await this.db
      .select({ load: feeCardLoads, card: feeCards })
      .from(feeCardLoads)
      .innerJoin(feeCards, eq(feeCards.id, feeCardLoads.card_id))
      .where(and(eq(feeCardLoads.journal_id, journalId), eq(feeCardLoads.status, 'pending')));
    return row;
  }

  /** The load row, locked: two settlements of one load take turns and the second finds it settled. */
  async lockLoad(tx: Tx, journalId: number) {
    const [row] = await tx.select().from(feeCardLoads).where(eq(feeCardLoads.journal_id, journalId)).for('update');
    return row;
  }

  async settleLoad(tx: Tx, journalId: number, status: 'loaded' | 'reversed', at: Date) {
    await tx.update(feeCardLoads).set({ status, settled_at: at }).where(eq(feeCardLoads.journal_id, journalId));
  }

  async pendingLoadsBefore(before: Date): Promise<number[]> {
    const rows = await this.db
      .select({ id: feeCardLoads.journal_id })
      .from(feeCardLoads)
      .where(and(eq(feeCardLoads.status, 'pending'), lt(feeCardLoads.created_at, before)))
      .orderBy(feeCardLoads.created_at);
    return rows.map((r) => r.id);
  }

  /** The issuer has issued the card: it takes the issuer's token, number and expiry, and becomes active. */
  async markIssued(tx: Tx, cardId: number, issued: IssuedCard) {
    await tx
      .update(feeCards)
      .set({
        issuer_token: issued.token,
        brand: issued.brand,
        bin: issued.bin,
        last4: issued.last4,
        expiry_month: issued.expiryMonth,
        expiry_year: issued.expiryYear,
        status: 'active',
      })
      .where(and(eq(feeCards.id, cardId), eq(feeCards.status, 'issuing')));
  }
}
