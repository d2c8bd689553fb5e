import { and, asc, count, desc, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PageQuery } from '@cabinet/contracts/common';
import type { ApprovalStatus } from '@cabinet/contracts/approvals';
import type { Db } from '../../../platform/db/client.ts';
import { queueFigures, type QueueFigures } from '../../../platform/db/queue-figures.ts';
import { accounts, users } from '../../account/account.schema.ts';
import type { Tx } from '../ledger/ledger.ts';
import { withdrawals } from '../withdrawals/withdrawals.schema.ts';
import { opsApprovals } from './approvals.schema.ts';

export type ApprovalRow = typeof opsApprovals.$inferSelect;

const owner = alias(users, 'owner');
const requester = alias(users, 'requester');
const decider = alias(users, 'decider');
const nameOf = (u: { first_name: AnyColumn; last_name: AnyColumn }) =>
  sql<string>`trim(${u.first_name} || ' ' || ${u.last_name})`;
const sellerName = sql<string>`coalesce(nullif(${accounts.company_name}, ''), trim(${owner.first_name} || ' ' || ${owner.last_name}))`;

/** Queries of approval requests, with the seller, both operators and the withdrawal as the desk shows them. */
export class ApprovalsRepository {
  constructor(private readonly db: Db) {}

  async insert(tx: Tx, row: typeof opsApprovals.$inferInsert): Promise<ApprovalRow> {
    const [created] = await tx.insert(opsApprovals).values(row).returning();
    return created!;
  }

  async lock(tx: Tx, id: number): Promise<ApprovalRow | null> {
    const [row] = await tx.select().from(opsApprovals).where(eq(opsApprovals.id, id)).for('update');
    return row ?? null;
  }

  async decide(tx: Tx, id: number, set: Partial<typeof opsApprovals.$inferInsert>): Promise<void> {
    await tx.update(opsApprovals).set(set).where(eq(opsApprovals.id, id));
  }

  /** The desk's queue: requests waiting for a second operator, by when they were asked. */
  waiting(cutoff: Date): Promise<QueueFigures> {
    const where = eq(opsApprovals.status, 'pending');
    return queueFigures(this.db, { from: opsApprovals, where, since: opsApprovals.requested_at, cutoff });
  }

  async pendingPayout(tx: Tx, withdrawalId: number): Promise<ApprovalRow | null> {
    const [row] = await tx
      .select()
      .from(opsApprovals)
      .where(and(eq(opsApprovals.withdrawal_id, withdrawalId), eq(opsApprovals.status, 'pending')));
    return row ?? null;
  }

  /** Closes the payout request of a withdrawal that stopped waiting for payment; how many it closed. */
  async cancelPayout(tx: Tx, withdrawalId: number, by: number | null, at: Date): Promise<number> {
    const closed = await tx
      .update(opsApprovals)
      .set({ status: 'cancelled', decided_by: by, decided_at: at })
      .where(and(eq(opsApprovals.withdrawal_id, withdrawalId), eq(opsApprovals.status, 'pending')))
      .returning({ id: opsApprovals.id });
    return closed.length;
  }

  /** Requests by status, the oldest first (a queue), with the count of those waiting. */
  async list(q: PageQuery & { status?: ApprovalStatus }, id?: number) {
    const where = and(
      q.status ? eq(opsApprovals.status, q.status) : undefined,
      id !== undefined ? eq(opsApprovals.id, id) : undefined,
    );
    const [rows, [total], [pending]] = await Promise.all([
      this.detailed()
        .where(where)
        .orderBy(asc(opsApprovals.requested_at), asc(opsApprovals.id))
        .limit(q.on_page)
        .offset((q.page - 1) * q.on_page),
      this.db.select({ n: count() }).from(opsApprovals).where(where),
      this.db.select({ n: count() }).from(opsApprovals).where(eq(opsApprovals.status, 'pending')),
    ]);
    return { rows, total: total?.n ?? 0, pending: pending?.n ?? 0 };
  }

  /** Each withdrawal's latest payout request that waits or was refused (what the desk shows on its row). */
  async latestPayouts(withdrawalIds: number[]) {
    if (!withdrawalIds.length) return [];
    return this.detailed()
      .where(
        and(inArray(opsApprovals.withdrawal_id, withdrawalIds), inArray(opsApprovals.status, ['pending', 'refused'])),
      )
      .orderBy(desc(opsApprovals.id));
  }

  /** An operator by name and e-mail. */
  async operator(id: number) {
    const [row] = await this.db
      .select({ id: users.id, name: nameOf(users), email: users.email })
      .from(users)
      .where(eq(users.id, id));
    return row ?? null;
  }

  private detailed() {
    return this.db
      .select({
        approval: opsApprovals,
        seller_name: sellerName,
        seller_email: owner.email,
        requester_name: nameOf(requester),
        requester_email: requester.email,
        decider_name: nameOf(decider),
        decider_email: decider.email,
        withdrawal_method: withdrawals.method,
        payout_amount: withdrawals.payout_amount,
        payout_currency: withdrawals.payout_currency,
      })
      .from(opsApprovals)
      .innerJoin(accounts, eq(accounts.id, opsApprovals.account_id))
      .innerJoin(owner, and(eq(owner.account_id, accounts.id), eq(owner.role, 'owner')))
      .leftJoin(requester, eq(requester.id, opsApprovals.requested_by))
      .leftJoin(decider, eq(decider.id, opsApprovals.decided_by))
      .leftJoin(withdrawals, eq(withdrawals.id, opsApprovals.withdrawal_id));
  }
}
export type DetailedApprovalRow = Awaited<ReturnType<ApprovalsRepository['latestPayouts']>>[number];
