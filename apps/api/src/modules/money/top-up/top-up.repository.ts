import { and, asc, count, desc, eq, lt } from 'drizzle-orm';
import type { OpsTopUpsQuery, TopUpsQuery } from '@cabinet/contracts/top-up';
import type { Db } from '../../../platform/db/client.ts';
import { queueFigures, type QueueFigures } from '../../../platform/db/queue-figures.ts';
import { accounts, users } from '../../account/account.schema.ts';
import type { Tx } from '../ledger/ledger.ts';
import { topUps, type TopUpRow } from './top-up.schema.ts';

/** Queries behind top-ups. A seller's reads are scoped by account; the settlement locks rows in its transaction. */
export class TopUpRepository {
  constructor(private readonly db: Db) {}

  async insert(values: typeof topUps.$inferInsert): Promise<TopUpRow> {
    const [row] = await this.db.insert(topUps).values(values).returning();
    return row!;
  }

  async attachCheckout(id: number, session: string, url: string): Promise<TopUpRow> {
    const [row] = await this.db
      .update(topUps)
      .set({ provider_session: session, checkout_url: url })
      .where(eq(topUps.id, id))
      .returning();
    return row!;
  }

  async remove(id: number): Promise<void> {
    await this.db.delete(topUps).where(eq(topUps.id, id));
  }

  async find(accountId: number, id: number): Promise<TopUpRow | null> {
    const [row] = await this.db
      .select()
      .from(topUps)
      .where(and(eq(topUps.account_id, accountId), eq(topUps.id, id)));
    return row ?? null;
  }

  /** Locks the top-up a provider session belongs to, for the rest of the transaction. */
  async lockBySession(tx: Tx, session: string): Promise<TopUpRow | null> {
    const [row] = await tx.select().from(topUps).where(eq(topUps.provider_session, session)).for('update');
    return row ?? null;
  }

  async lockById(tx: Tx, id: number): Promise<TopUpRow | null> {
    const [row] = await tx.select().from(topUps).where(eq(topUps.id, id)).for('update');
    return row ?? null;
  }

  async update(tx: Tx, id: number, set: Partial<typeof topUps.$inferInsert>): Promise<TopUpRow> {
    const [row] = await tx.update(topUps).set(set).where(eq(topUps.id, id)).returning();
    return row!;
  }

  /** The name an invoice is issued to: the company, else the owner's full name. */
  async sellerOf(accountId: number): Promise<{ name: string; email: string } | null> {
    const [row] = await this.db
      .select({
        company: accounts.company_name,
        first: users.first_name,
        last: users.last_name,
        email: users.email,
      })
      .from(accounts)
      .innerJoin(users, and(eq(users.account_id, accounts.id), eq(users.role, 'owner')))
      .where(eq(accounts.id, accountId));
    if (!row) return null;
    return { name: row.company?.trim() || `${row.first} ${row.last}`.trim(), email: row.email };
  }

  /** One seller's top-ups, newest first. */
  async list(accountId: number, q: TopUpsQuery) {
    const where = and(
      eq(topUps.account_id, accountId),
      q.status ? eq(topUps.status, q.status) : undefined,
      q.method ? eq(topUps.method, q.method) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(topUps)
        .where(where)
        .orderBy(desc(topUps.created_at), desc(topUps.id))
        .limit(q.on_page)
        .offset((q.page - 1) * q.on_page),
      this.db.select({ n: count() }).from(topUps).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** Every seller's top-ups, for operators: oldest pending first is what they work through. */
  async opsList(q: OpsTopUpsQuery) {
    const where = and(
      q.status ? eq(topUps.status, q.status) : undefined,
      q.method ? eq(topUps.method, q.method) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          row: topUps,
          company: accounts.company_name,
          first: users.first_name,
          last: users.last_name,
          email: users.email,
        })
        .from(topUps)
        .innerJoin(accounts, eq(accounts.id, topUps.account_id))
        .innerJoin(users, and(eq(users.account_id, accounts.id), eq(users.role, 'owner')))
        .where(where)
        .orderBy(q.status === 'pending' ? asc(topUps.created_at) : desc(topUps.created_at), desc(topUps.id))
        .limit(q.on_page)
        .offset((q.page - 1) * q.on_page),
      this.db.select({ n: count() }).from(topUps).where(where),
    ]);
    return {
      rows: rows.map((r) => ({
        ...r.row,
        seller_name: r.company?.trim() || `${r.first} ${r.last}`.trim(),
        seller_email: r.email,
      })),
      total: total?.n ?? 0,
    };
  }

  /** The desk's queue: bank transfers to confirm once the money is in, by when the seller asked for the invoice. */
  waitingTransfers(cutoff: Date): Promise<QueueFigures> {
    const where = and(eq(topUps.status, 'pending'), eq(topUps.method, 'bank_transfer'));
    return queueFigures(this.db, { from: topUps, where, since: topUps.created_at, cutoff });
  }

  /** Card top-ups whose checkout can no longer be paid become `expired`. */
  async expireCardsCreatedBefore(before: Date): Promise<number> {
    const rows = await this.db
      .update(topUps)
      .set({ status: 'expired' })
      .where(and(eq(topUps.method, 'card'), eq(topUps.status, 'pending'), lt(topUps.created_at, before)))
      .returning({ id: topUps.id });
    return rows.length;
  }
}
