import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { PageQuery } from '@cabinet/contracts/common';
import type { ReturnClaimStatus } from '@cabinet/contracts/returns';
import type { Db, Tx } from '../../platform/db/client.ts';
import { queueFigures, type QueueFigures } from '../../platform/db/queue-figures.ts';
import { users } from '../account/account.schema.ts';
import { sellerColumns } from '../account/seller-ref.ts';
import { returnClaims, returns, type ReturnClaimRow } from './returns.schema.ts';

// Subqueries name the outer row in full: drizzle writes a bare column name, which would bind to the inner table.
const claimantEmail = sql<string>`(select u.email from ${users} u
  where u.account_id = "return_claims"."account_id" and u.role = 'owner' limit 1)`;
const claimColumns = {
  claim: returnClaims,
  ret: returns,
  account_email: claimantEmail,
  ...sellerColumns(returnClaims.account_id),
};

/** Claims on unidentified returns. Seller queries are scoped by account. */
export class ReturnClaimRepository {
  constructor(private readonly db: Db) {}

  /** Unidentified returns (or the one with `id`), each with the account's latest claim on it. */
  async unidentified(accountId: number, q: PageQuery, id?: number) {
    const where = and(eq(returns.status, 'unidentified'), id === undefined ? undefined : eq(returns.id, id));
    const myClaim = sql<{ id: number; status: ReturnClaimStatus; reason: string | null } | null>`(select
      json_build_object('id', c.id, 'status', c.status, 'reason', c.reason) from ${returnClaims} c where c.return_id = "returns"."id" and c.account_id = ${accountId}
      order by c.id desc limit 1)`;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ row: returns, my_claim: myClaim })
        .from(returns)
        .where(where)
        .orderBy(desc(returns.arrived_at), desc(returns.id))
        .limit(q.on_page)
        .offset((q.page - 1) * q.on_page),
      this.db.select({ n: count() }).from(returns).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async lockReturnForClaim(tx: Tx, id: number) {
    const [row] = await tx.select().from(returns).where(eq(returns.id, id)).for('share');
    return row;
  }

  async insert(tx: Tx, row: typeof returnClaims.$inferInsert): Promise<ReturnClaimRow> {
    const [created] = await tx.insert(returnClaims).values(row).returning();
    return created!;
  }

  async list(q: PageQuery & { status?: ReturnClaimStatus }, accountId?: number) {
    const where = and(
      q.status ? eq(returnClaims.status, q.status) : undefined,
      accountId === undefined ? undefined : eq(returnClaims.account_id, accountId),
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select(claimColumns)
        .from(returnClaims)
        .innerJoin(returns, eq(returns.id, returnClaims.return_id))
        .where(where)
        .orderBy(desc(returnClaims.created_at), desc(returnClaims.id))
        .limit(q.on_page)
        .offset((q.page - 1) * q.on_page),
      this.db.select({ n: count() }).from(returnClaims).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** The desk's queue: claims to decide, by when they were made. */
  waiting(cutoff: Date): Promise<QueueFigures> {
    const where = eq(returnClaims.status, 'pending');
    return queueFigures(this.db, { from: returnClaims, where, since: returnClaims.created_at, cutoff });
  }

  async one(id: number, accountId?: number) {
    const [row] = await this.db
      .select(claimColumns)
      .from(returnClaims)
      .innerJoin(returns, eq(returns.id, returnClaims.return_id))
      .where(
        and(eq(returnClaims.id, id), accountId === undefined ? undefined : eq(returnClaims.account_id, accountId)),
      );
    return row;
  }

  /** Whether a return claim of the account attaches this upload as its proof. */
  async usesFile(accountId: number, filename: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: returnClaims.id })
      .from(returnClaims)
      .where(
        and(
          eq(returnClaims.account_id, accountId),
          sql`${returnClaims.files} @> ${JSON.stringify([{ filename }])}::jsonb`,
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  async returnIdOf(claimId: number): Promise<number | undefined> {
    const [row] = await this.db
      .select({ return_id: returnClaims.return_id })
      .from(returnClaims)
      .where(eq(returnClaims.id, claimId));
    return row?.return_id;
  }

  async lock(tx: Tx, id: number): Promise<ReturnClaimRow | undefined> {
    const [row] = await tx.select().from(returnClaims).where(eq(returnClaims.id, id)).for('update');
    return row;
  }

  async decide(tx: Tx, id: number, set: Pick<ReturnClaimRow, 'status' | 'reason' | 'decided_by' | 'decided_at'>) {
    await tx.update(returnClaims).set(set).where(eq(returnClaims.id, id));
  }

  /** Rejects the other pending claims of a return that went to someone else; returns their accounts. */
  async rejectOthers(tx: Tx, returnId: number, keptId: number, operatorId: number, at: Date) {
    return tx
      .update(returnClaims)
      .set({ status: 'rejected', reason: null, decided_by: operatorId, decided_at: at })
      .where(and(eq(returnClaims.return_id, returnId), ne(returnClaims.id, keptId), eq(returnClaims.status, 'pending')))
      .returning({ account_id: returnClaims.account_id });
  }
}
