import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@cabinet/contracts/common';
import type { ReturnStatus } from '@cabinet/contracts/returns';
import type { Db, Tx } from '../../platform/db/client.ts';
import { queueFigures, type QueueFigures } from '../../platform/db/queue-figures.ts';
import { users } from '../account/account.schema.ts';
import { sellerColumns } from '../account/seller-ref.ts';
import {
  returnClaims,
  returnDistributions,
  returnItems,
  returns,
  type ReturnDistributionRow,
  type ReturnItemRow,
  type ReturnRow,
} from './returns.schema.ts';

// Subqueries name the outer row in full: drizzle writes a bare column name, which would bind to the inner table.
const pendingClaims = sql<number>`(select count(*) from ${returnClaims} c
  where c.return_id = "returns"."id" and c.status = 'pending')`.mapWith(Number);
const ownerEmail = sql<string | null>`(select u.email from ${users} u
  where u.account_id = "returns"."account_id" and u.role = 'owner' limit 1)`;

const opsColumns = {
  row: returns,
  pending_claims: pendingClaims,
  account_email: ownerEmail,
  ...sellerColumns(returns.account_id),
};

/** Queries of returns, their items and distributions. Seller queries are scoped by account. */
export class ReturnRepository {
  constructor(private readonly db: Db) {}

  async insert(tx: Tx, row: typeof returns.$inferInsert, items: { name: string; quantity: number }[]) {
    const [created] = await tx.insert(returns).values(row).returning();
    await tx.insert(returnItems).values(items.map((item) => ({ ...item, return_id: created!.id })));
    return created!;
  }

  async numberTaken(number: string): Promise<boolean> {
    const [row] = await this.db.select({ id: returns.id }).from(returns).where(eq(returns.number, number));
    return row !== undefined;
  }

  private async page(where: SQL | undefined, q: PageQuery) {
    const [rows, [total]] = await Promise.all([
      this.db
        .select(opsColumns)
        .from(returns)
        .where(where)
        .orderBy(desc(returns.arrived_at), desc(returns.id))
        .limit(q.on_page)
        .offset((q.page - 1) * q.on_page),
      this.db.select({ n: count() }).from(returns).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  ofAccount(accountId: number, q: PageQuery & { status?: ReturnStatus }) {
    return this.page(and(eq(returns.account_id, accountId), q.status ? eq(returns.status, q.status) : undefined), q);
  }

  all(q: PageQuery & { status?: ReturnStatus }) {
    return this.page(q.status ? eq(returns.status, q.status) : undefined, q);
  }

  /** The desk's queue: returns the seller decided on, to carry out, by when they decided. */
  waitingToProcess(cutoff: Date): Promise<QueueFigures> {
    const where = eq(returns.status, 'decided');
    return queueFigures(this.db, { from: returns, where, since: returns.decided_at, cutoff });
  }

  async one(id: number, accountId?: number) {
    const [found] = await this.db
      .select(opsColumns)
      .from(returns)
      .where(and(eq(returns.id, id), accountId === undefined ? undefined : eq(returns.account_id, accountId)));
    return found;
  }

  async lock(tx: Tx, id: number): Promise<ReturnRow | undefined> {
    const [row] = await tx.select().from(returns).where(eq(returns.id, id)).for('update');
    return row;
  }

  async update(tx: Tx, id: number, set: Partial<typeof returns.$inferInsert>): Promise<void> {
    await tx.update(returns).set(set).where(eq(returns.id, id));
  }

  async items(returnIds: number[], tx: Tx | Db = this.db): Promise<ReturnItemRow[]> {
    if (returnIds.length === 0) return [];
    return tx.select().from(returnItems).where(inArray(returnItems.return_id, returnIds)).orderBy(asc(returnItems.id));
  }

  async distributions(returnIds: number[]): Promise<ReturnDistributionRow[]> {
    if (returnIds.length === 0) return [];
    return this.db
      .select()
      .from(returnDistributions)
      .where(inArray(returnDistributions.return_id, returnIds))
      .orderBy(asc(returnDistributions.id));
  }

  async insertDistributions(tx: Tx, rows: (typeof returnDistributions.$inferInsert)[]): Promise<void> {
    if (rows.length) await tx.insert(returnDistributions).values(rows);
  }

  /** The account an operator means: its number, or the e-mail of one of its users. */
  async findAccount(owner: string): Promise<number | undefined> {
    const where = /^\d{1,9}$/.test(owner) ? eq(users.account_id, Number(owner)) : eq(users.email, owner.toLowerCase());
    const [row] = await this.db
      .select({ account_id: users.account_id })
      .from(users)
      .where(and(where, isNotNull(users.account_id)))
      .limit(1);
    return row?.account_id ?? undefined;
  }
}
