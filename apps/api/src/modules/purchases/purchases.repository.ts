import { and, asc, count, desc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { PurchaseStatus } from '@cabinet/contracts/purchases';
import type { Db } from '../../platform/db/client.ts';
import { queueFigures, type QueueFigures } from '../../platform/db/queue-figures.ts';
import { purchases, type PurchaseRow } from './purchases.schema.ts';

/** What waits for an operator: a request to accept and quote, and money to spend at the shop. */
export const DESK_WAITING: PurchaseStatus[] = ['incoming', 'accepted', 'money_come', 'verified', 'unlocked'];

type Insert = typeof purchases.$inferInsert;
export interface PurchasePage {
  page: number;
  on_page: number;
  status?: PurchaseStatus;
}

/** "Buy for me" requests: a seller's reads are scoped to the account; the desk reads every account's. */
export class PurchasesRepository {
  constructor(private readonly db: Db) {}

  async insert(row: Insert): Promise<PurchaseRow> {
    const [created] = await this.db.insert(purchases).values(row).returning();
    return created!;
  }

  /** The row locked for a change of state; `accountId` null: any seller's (the desk). */
  async lock(accountId: number | null, id: number): Promise<PurchaseRow | null> {
    const [row] = await this.db.select().from(purchases).where(this.whose(accountId, id)).for('update');
    return row ?? null;
  }

  async find(accountId: number | null, id: number): Promise<PurchaseRow | null> {
    const [row] = await this.db.select().from(purchases).where(this.whose(accountId, id));
    return row ?? null;
  }

  async update(id: number, set: Partial<Insert>): Promise<PurchaseRow> {
    const [row] = await this.db.update(purchases).set(set).where(eq(purchases.id, id)).returning();
    return row!;
  }

  /** Quotes nobody paid in time, oldest first, locked and skipped if another worker holds them. */
  expiredQuotes(now: Date, limit: number): Promise<PurchaseRow[]> {
    return this.db
      .select()
      .from(purchases)
      .where(and(eq(purchases.status, 'wait_pay'), lt(purchases.quote_expires_at, now)))
      .orderBy(asc(purchases.quote_expires_at))
      .limit(limit)
      .for('update', { skipLocked: true });
  }

  /** The desk's queue: requests to quote and paid ones to buy, since they reached that status. */
  waiting(cutoff: Date): Promise<QueueFigures> {
    const where = inArray(purchases.status, DESK_WAITING);
    return queueFigures(this.db, { from: purchases, where, since: purchases.updated_at, cutoff });
  }

  async list(accountId: number | null, q: PurchasePage): Promise<{ rows: PurchaseRow[]; total: number }> {
    const filters: SQL[] = [];
    if (accountId !== null) filters.push(eq(purchases.account_id, accountId));
    if (q.status) filters.push(eq(purchases.status, q.status));
    const where = filters.length ? and(...filters) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(purchases)
        .where(where)
        .orderBy(desc(purchases.created_at), desc(purchases.id))
        .limit(q.on_page)
        .offset((q.page - 1) * q.on_page),
      this.db.select({ n: count() }).from(purchases).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  private whose(accountId: number | null, id: number) {
    return accountId === null ? eq(purchases.id, id) : and(eq(purchases.account_id, accountId), eq(purchases.id, id));
  }
}
