import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PageQuery } from '@cabinet/contracts/common';
import type { ClaimStatus, UnidentifiedPaymentStatus } from '@cabinet/contracts/lost-payments';
import type { Db } from '../../../platform/db/client.ts';
import { queueFigures, type QueueFigures } from '../../../platform/db/queue-figures.ts';
import { accounts, users } from '../../account/account.schema.ts';
import type { Tx } from '../ledger/ledger.ts';
import { unidentifiedClaimFiles, unidentifiedClaims, unidentifiedPayments } from './lost-payments.schema.ts';

export type PaymentRow = typeof unidentifiedPayments.$inferSelect;
export type ClaimRow = typeof unidentifiedClaims.$inferSelect;
export type ClaimFileRow = typeof unidentifiedClaimFiles.$inferSelect;

// The outer row is named in full: in a one-table select Drizzle writes `${unidentifiedPayments.id}` as a bare "id",
// which inside this subquery would mean the claim's own id.
const pendingClaims = sql<number>`(select count(*) from ${unidentifiedClaims} c
  where c.payment_id = "unidentified_payments"."id" and c.status = 'pending')`.mapWith(Number);
const sellerName = sql<string>`coalesce(nullif(${accounts.company_name}, ''), trim(${users.first_name} || ' ' || ${users.last_name}))`;
// The seller an assigned payment went to, by name and e-mail (operators never see sellers as a bare number).
const assignedName = sql<
  string | null
>`(select coalesce(nullif(a.company_name, ''), trim(u.first_name || ' ' || u.last_name))
  from accounts a join users u on u.account_id = a.id and u.role = 'owner'
  where a.id = "unidentified_payments"."assigned_account_id")`;
const assignedEmail = sql<string | null>`(select u.email from users u
  where u.account_id = "unidentified_payments"."assigned_account_id" and u.role = 'owner')`;
const assigned = { assigned_name: assignedName, assigned_email: assignedEmail };

/** Queries of unidentified payments, claims and their files. Seller queries are scoped by account. */
export class LostPaymentsRepository {
  constructor(private readonly db: Db) {}

  async insertPayment(row: typeof unidentifiedPayments.$inferInsert): Promise<PaymentRow> {
    const [created] = await this.db.insert(unidentifiedPayments).values(row).returning();
    return created!;
  }

  async payments(q: PageQuery & { status?: UnidentifiedPaymentStatus }, id?: number) {
    const where = and(
      q.status ? eq(unidentifiedPayments.status, q.status) : undefined,
      id !== undefined ? eq(unidentifiedPayments.id, id) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ payment: unidentifiedPayments, pending_claims: pendingClaims, ...assigned })
        .from(unidentifiedPayments)
        .where(where)
        .orderBy(desc(unidentifiedPayments.paid_on), desc(unidentifiedPayments.id))
        .limit(q.on_page)
        .offset((q.page - 1) * q.on_page),
      this.db.select({ n: count() }).from(unidentifiedPayments).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** Open payments, each with the account's own pending claim on it. */
  async openFor(accountId: number, q: PageQuery) {
    const where = eq(unidentifiedPayments.status, 'open');
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ payment: unidentifiedPayments, my_claim_id: unidentifiedClaims.id })
        .from(unidentifiedPayments)
        .leftJoin(
          unidentifiedClaims,
          and(
            eq(unidentifiedClaims.payment_id, unidentifiedPayments.id),
            eq(unidentifiedClaims.account_id, accountId),
            eq(unidentifiedClaims.status, 'pending'),
          ),
        )
        .where(where)
        .orderBy(desc(unidentifiedPayments.paid_on), desc(unidentifiedPayments.id))
        .limit(q.on_page)
        .offset((q.page - 1) * q.on_page),
      this.db.select({ n: count() }).from(unidentifiedPayments).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** The payment, share-locked so that it cannot be assigned while a claim on it is written. */
  async paymentForClaim(tx: Tx, id: number): Promise<PaymentRow | undefined> {
    const [row] = await tx.select().from(unidentifiedPayments).where(eq(unidentifiedPayments.id, id)).for('share');
    return row;
  }

  async lockPayment(tx: Tx, id: number): Promise<PaymentRow | undefined> {
    const [row] = await tx.select().from(unidentifiedPayments).where(eq(unidentifiedPayments.id, id)).for('update');
    return row;
  }

  async insertClaim(tx: Tx, row: typeof unidentifiedClaims.$inferInsert): Promise<ClaimRow> {
    const [created] = await tx.insert(unidentifiedClaims).values(row).returning();
    return created!;
  }

  async insertFiles(tx: Tx, rows: (typeof unidentifiedClaimFiles.$inferInsert)[]): Promise<void> {
    if (rows.length) await tx.insert(unidentifiedClaimFiles).values(rows);
  }

  async claims(q: PageQuery & { status?: ClaimStatus }, accountId?: number) {
    const where = and(
      accountId !== undefined ? eq(unidentifiedClaims.account_id, accountId) : undefined,
      q.status ? eq(unidentifiedClaims.status, q.status) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.claimQuery()
        .where(where)
        .orderBy(desc(unidentifiedClaims.created_at), desc(unidentifiedClaims.id))
        .limit(q.on_page)
        .offset((q.page - 1) * q.on_page),
      this.db.select({ n: count() }).from(unidentifiedClaims).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** The desk's other queue: payments nobody has been credited with yet, by when they were registered. */
  waitingPayments(cutoff: Date): Promise<QueueFigures> {
    const where = eq(unidentifiedPayments.status, 'open');
    return queueFigures(this.db, { from: unidentifiedPayments, where, since: unidentifiedPayments.created_at, cutoff });
  }

  /** The desk's queue: sellers' claims to decide, by when they were made. */
  waitingClaims(cutoff: Date): Promise<QueueFigures> {
    const where = eq(unidentifiedClaims.status, 'pending');
    return queueFigures(this.db, { from: unidentifiedClaims, where, since: unidentifiedClaims.created_at, cutoff });
  }

  async claim(id: number, accountId?: number) {
    const [row] = await this.claimQuery().where(
      and(
        eq(unidentifiedClaims.id, id),
        accountId !== undefined ? eq(unidentifiedClaims.account_id, accountId) : undefined,
      ),
    );
    return row;
  }

  private claimQuery() {
    return this.db
      .select({
        claim: unidentifiedClaims,
        payment: unidentifiedPayments,
        pending_claims: pendingClaims,
        ...assigned,
        seller_name: sellerName,
        seller_email: users.email,
      })
      .from(unidentifiedClaims)
      .innerJoin(unidentifiedPayments, eq(unidentifiedPayments.id, unidentifiedClaims.payment_id))
      .innerJoin(accounts, eq(accounts.id, unidentifiedClaims.account_id))
      .innerJoin(users, and(eq(users.account_id, accounts.id), eq(users.role, 'owner')));
  }

  async files(claimIds: number[]): Promise<ClaimFileRow[]> {
    if (!claimIds.length) return [];
    return this.db
      .select()
      .from(unidentifiedClaimFiles)
      .where(inArray(unidentifiedClaimFiles.claim_id, claimIds))
      .orderBy(unidentifiedClaimFiles.id);
  }

  /** A file of a claim; with `accountId`, only when the claim is that account's. */
  async file(claimId: number, fileId: number, accountId?: number): Promise<ClaimFileRow | undefined> {
    const [row] = await this.db
      .select({ file: unidentifiedClaimFiles })
      .from(unidentifiedClaimFiles)
      .innerJoin(unidentifiedClaims, eq(unidentifiedClaims.id, unidentifiedClaimFiles.claim_id))
      .where(
        and(
          eq(unidentifiedClaimFiles.id, fileId),
          eq(unidentifiedClaimFiles.claim_id, claimId),
          accountId !== undefined ? eq(unidentifiedClaims.account_id, accountId) : undefined,
        ),
      );
    return row?.file;
  }

  /** Whether a seller's account exists (its owner is who operators find by name or e-mail). */
  async sellerExists(tx: Tx, accountId: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.account_id, accountId), eq(users.role, 'owner')));
    return row !== undefined;
  }

  /** The seller's own pending claim on a payment, locked. */
  async lockPendingClaimOf(tx: Tx, paymentId: number, accountId: number): Promise<ClaimRow | undefined> {
    const [row] = await tx
      .select()
      .from(unidentifiedClaims)
      .where(
        and(
          eq(unidentifiedClaims.payment_id, paymentId),
          eq(unidentifiedClaims.account_id, accountId),
          eq(unidentifiedClaims.status, 'pending'),
        ),
      )
      .for('update');
    return row;
  }

  async lockClaim(tx: Tx, id: number): Promise<ClaimRow | undefined> {
    const [row] = await tx.select().from(unidentifiedClaims).where(eq(unidentifiedClaims.id, id)).for('update');
    return row;
  }

  async claimPaymentId(id: number): Promise<number | undefined> {
    const [row] = await this.db
      .select({ payment_id: unidentifiedClaims.payment_id })
      .from(unidentifiedClaims)
      .where(eq(unidentifiedClaims.id, id));
    return row?.payment_id;
  }

  async decide(
    tx: Tx,
    id: number,
    set: { status: ClaimStatus; reason: string | null; decided_by: number; decided_at: Date },
  ): Promise<void> {
    await tx.update(unidentifiedClaims).set(set).where(eq(unidentifiedClaims.id, id));
  }

  async assign(tx: Tx, paymentId: number, set: { accountId: number; journalId: number; at: Date }): Promise<void> {
    await tx
      .update(unidentifiedPayments)
      .set({ status: 'assigned', assigned_account_id: set.accountId, journal_id: set.journalId, assigned_at: set.at })
      .where(eq(unidentifiedPayments.id, paymentId));
  }

  /** Rejects the other pending claims of a payment that went to `winner` (or to no claim); gives whose they were. */
  async rejectOthers(tx: Tx, paymentId: number, winner: number | null, by: number, at: Date) {
    return tx
      .update(unidentifiedClaims)
      .set({ status: 'rejected', assigned_elsewhere: true, decided_by: by, decided_at: at })
      .where(
        and(
          eq(unidentifiedClaims.payment_id, paymentId),
          eq(unidentifiedClaims.status, 'pending'),
          winner === null ? undefined : ne(unidentifiedClaims.id, winner),
        ),
      )
      .returning({ id: unidentifiedClaims.id, account_id: unidentifiedClaims.account_id });
  }
}
