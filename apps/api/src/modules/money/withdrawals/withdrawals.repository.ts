import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PageQuery } from '@cabinet/contracts/common';
import type { WithdrawalMethod, WithdrawalStatus } from '@cabinet/contracts/withdrawals';
import type { Db } from '../../../platform/db/client.ts';
import { queueFigures, type QueueFigures } from '../../../platform/db/queue-figures.ts';
import { ownedBy } from '../../../platform/db/scoped.ts';
import { users } from '../../account/account.schema.ts';
import type { Tx } from '../ledger/ledger.ts';
import { moneySettings } from '../ledger/ledger.schema.ts';
import {
  withdrawalAgreementAcceptances,
  withdrawalMethodSettings,
  withdrawalRequisites,
  withdrawals,
  type StoredRequisites,
} from './withdrawals.schema.ts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type RequisitesRow = typeof withdrawalRequisites.$inferSelect;
export type MethodSettingsRow = typeof withdrawalMethodSettings.$inferSelect;

/** The operator who paid, rejected or sent back a withdrawal. */
const resolver = alias(users, 'resolver');
/** Queries of withdrawals, their requisites, method settings and the agreement; seller queries are scoped. */
export class WithdrawalsRepository {
  constructor(private readonly db: Db) {}

  methodSettings(): Promise<MethodSettingsRow[]> {
    return this.db.select().from(withdrawalMethodSettings);
  }

  async saveMethodSettings(row: Omit<MethodSettingsRow, 'updated_at'>, at: Date): Promise<void> {
    const { method: _method, ...set } = row;
    await this.db
      .insert(withdrawalMethodSettings)
      .values({ ...row, updated_at: at })
      .onConflictDoUpdate({ target: withdrawalMethodSettings.method, set: { ...set, updated_at: at } });
  }

  requisitesOf(accountId: number, db: Db | Tx = this.db): Promise<RequisitesRow[]> {
    return db.select().from(withdrawalRequisites).where(ownedBy(withdrawalRequisites, accountId));
  }

  async requisites(accountId: number, method: WithdrawalMethod, db: Db | Tx = this.db) {
    const [row] = await db
      .select()
      .from(withdrawalRequisites)
      .where(ownedBy(withdrawalRequisites, accountId, eq(withdrawalRequisites.method, method)));
    return row ?? null;
  }

  async saveRequisites(accountId: number, data: StoredRequisites, userId: number, at: Date): Promise<RequisitesRow> {
    const [row] = await this.db
      .insert(withdrawalRequisites)
      .values({ account_id: accountId, method: data.method, data, updated_by: userId, updated_at: at })
      .onConflictDoUpdate({
        target: [withdrawalRequisites.account_id, withdrawalRequisites.method],
        set: { data, updated_by: userId, updated_at: at },
      })
      .returning();
    return row!;
  }

  async agreementAcceptedAt(accountId: number, version: number): Promise<Date | null> {
    const [row] = await this.db
      .select({ at: withdrawalAgreementAcceptances.accepted_at })
      .from(withdrawalAgreementAcceptances)
      .where(ownedBy(withdrawalAgreementAcceptances, accountId, eq(withdrawalAgreementAcceptances.version, version)));
    return row?.at ?? null;
  }

  async acceptAgreement(accountId: number, version: number, userId: number, at: Date): Promise<void> {
    await this.db
      .insert(withdrawalAgreementAcceptances)
      .values({ account_id: accountId, version, accepted_by: userId, accepted_at: at })
      .onConflictDoNothing();
  }

  async withdrawalBlocked(accountId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ blocked: moneySettings.withdrawal_blocked })
      .from(moneySettings)
      .where(eq(moneySettings.account_id, accountId));
    return row?.blocked ?? false;
  }

  /** The seller's available balance as locked by the transaction that just moved it. */
  async insert(tx: Tx, row: typeof withdrawals.$inferInsert): Promise<WithdrawalRow> {
    const [created] = await tx.insert(withdrawals).values(row).returning();
    return created!;
  }

  /** Locks the withdrawal for a change of status; `accountId` scopes it to the seller (omitted by operators). */
  async lock(tx: Tx, id: number, accountId?: number): Promise<WithdrawalRow | null> {
    const where =
      accountId === undefined ? eq(withdrawals.id, id) : ownedBy(withdrawals, accountId, eq(withdrawals.id, id));
    const [row] = await tx.select().from(withdrawals).where(where).for('update');
    return row ?? null;
  }

  async update(tx: Tx, id: number, set: Partial<typeof withdrawals.$inferInsert>): Promise<WithdrawalRow> {
    const [row] = await tx.update(withdrawals).set(set).where(eq(withdrawals.id, id)).returning();
    return row!;
  }

  async get(accountId: number, id: number): Promise<WithdrawalRow | null> {
    const [row] = await this.db
      .select()
      .from(withdrawals)
      .where(ownedBy(withdrawals, accountId, eq(withdrawals.id, id)));
    return row ?? null;
  }

  /** Withdrawals still waiting (pending or for a correction) that pay out to a wallet account. */
  async openWalletWithdrawals(accountId: number, walletAccountId: number, db: Db | Tx = this.db): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(withdrawals)
      .where(
        ownedBy(
          withdrawals,
          accountId,
          eq(withdrawals.method, 'wallet'),
          sql`${withdrawals.status} in ('pending', 'details_need_correction')`,
          sql`(${withdrawals.requisites} ->> 'wallet_account_id')::int = ${walletAccountId}`,
        ),
      );
    return row?.n ?? 0;
  }

  /** A seller's withdrawals, newest first. */
  async list(accountId: number, q: PageQuery & { status?: WithdrawalStatus }) {
    const where = ownedBy(withdrawals, accountId, q.status ? eq(withdrawals.status, q.status) : undefined);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(withdrawals)
        .where(where)
        .orderBy(desc(withdrawals.created_at), desc(withdrawals.id))
        .limit(q.on_page)
        .offset((q.page - 1) * q.on_page),
      this.db.select({ n: count() }).from(withdrawals).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** Every seller's withdrawals for operators, oldest first (a queue), with the seller's owner user. */
  async opsList(
    q: PageQuery & { status?: WithdrawalStatus; account_id?: number; order?: 'oldest' | 'newest' },
    id?: number,
  ) {
    const where = and(
      q.status ? eq(withdrawals.status, q.status) : undefined,
      q.account_id !== undefined ? eq(withdrawals.account_id, q.account_id) : undefined,
      id !== undefined ? eq(withdrawals.id, id) : undefined,
    );
    const owner = and(eq(users.account_id, withdrawals.account_id), eq(users.role, 'owner'));
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          withdrawal: withdrawals,
          email: users.email,
          first_name: users.first_name,
          last_name: users.last_name,
          resolver: {
            id: resolver.id,
            email: resolver.email,
            first_name: resolver.first_name,
            last_name: resolver.last_name,
          },
        })
        .from(withdrawals)
        .innerJoin(users, owner)
        .leftJoin(resolver, and(eq(resolver.id, withdrawals.resolved_by), eq(resolver.role, 'operator')))
        .where(where)
        .orderBy(
          ...(q.order === 'newest'
            ? [desc(withdrawals.created_at), desc(withdrawals.id)]
            : [withdrawals.created_at, withdrawals.id]),
        )
        .limit(q.on_page)
        .offset((q.page - 1) * q.on_page),
      this.db.select({ n: count() }).from(withdrawals).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** The desk's queue: pending withdrawals to pay, by when they were requested. */
  waiting(cutoff: Date): Promise<QueueFigures> {
    const where = eq(withdrawals.status, 'pending');
    return queueFigures(this.db, { from: withdrawals, where, since: withdrawals.created_at, cutoff });
  }
}
