import { and, count, desc, eq, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@cabinet/contracts/common';
import type { PaymentLinkStatus } from '@cabinet/contracts/payment-links';
import type { Db } from '../../../platform/db/client.ts';
import { accounts, users } from '../../account/account.schema.ts';
import type { Tx } from '../ledger/ledger.ts';
import { paymentLinkCheckouts, paymentLinkPayments, paymentLinks } from './payment-links.schema.ts';

export type PaymentLinkRow = typeof paymentLinks.$inferSelect;
export type PaymentLinkPaymentRow = typeof paymentLinkPayments.$inferSelect;
export type PaymentLinkCheckoutRow = typeof paymentLinkCheckouts.$inferSelect;
type NewLink = typeof paymentLinks.$inferInsert;
type NewPayment = typeof paymentLinkPayments.$inferInsert;
type NewCheckout = typeof paymentLinkCheckouts.$inferInsert;

/** The name a buyer sees: the company, else the owner's name. */
const sellerName = sql<string>`coalesce(nullif(${accounts.company_name}, ''), trim(${users.first_name} || ' ' || ${users.last_name}))`;
const sellerColumns = { seller_name: sellerName, seller_email: users.email };

/** Queries of payment links and their payments. Seller queries are scoped by account. */
export class PaymentLinksRepository {
  constructor(private readonly db: Db) {}

  async insert(row: NewLink): Promise<PaymentLinkRow> {
    const [created] = await this.db.insert(paymentLinks).values(row).returning();
    return created!;
  }

  async list(q: PageQuery & { status?: PaymentLinkStatus }, accountId?: number) {
    const where = and(
      accountId !== undefined ? eq(paymentLinks.account_id, accountId) : undefined,
      q.status ? eq(paymentLinks.status, q.status) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ link: paymentLinks, ...sellerColumns })
        .from(paymentLinks)
        .innerJoin(accounts, eq(accounts.id, paymentLinks.account_id))
        .innerJoin(users, and(eq(users.account_id, accounts.id), eq(users.role, 'owner')))
        .where(where)
        .orderBy(desc(paymentLinks.created_at), desc(paymentLinks.id))
        .limit(q.on_page)
        .offset((q.page - 1) * q.on_page),
      this.db.select({ n: count() }).from(paymentLinks).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async find(id: number, accountId?: number): Promise<PaymentLinkRow | undefined> {
    const [row] = await this.db
      .select()
      .from(paymentLinks)
      .where(
        and(eq(paymentLinks.id, id), accountId !== undefined ? eq(paymentLinks.account_id, accountId) : undefined),
      );
    return row;
  }

  async findWithSeller(where: SQL) {
    const [row] = await this.db
      .select({ link: paymentLinks, ...sellerColumns })
      .from(paymentLinks)
      .innerJoin(accounts, eq(accounts.id, paymentLinks.account_id))
      .innerJoin(users, and(eq(users.account_id, accounts.id), eq(users.role, 'owner')))
      .where(where);
    return row;
  }

  byCode(code: string) {
    return this.findWithSeller(eq(paymentLinks.code, code));
  }

  byId(id: number) {
    return this.findWithSeller(eq(paymentLinks.id, id));
  }

  payments(linkId: number): Promise<PaymentLinkPaymentRow[]> {
    return this.db
      .select()
      .from(paymentLinkPayments)
      .where(eq(paymentLinkPayments.link_id, linkId))
      .orderBy(desc(paymentLinkPayments.created_at), desc(paymentLinkPayments.id))
      .limit(500);
  }

  async deactivate(id: number, accountId: number): Promise<PaymentLinkRow | undefined> {
    const [row] = await this.db
      .update(paymentLinks)
      .set({ active: false })
      .where(and(eq(paymentLinks.id, id), eq(paymentLinks.account_id, accountId)))
      .returning();
    return row;
  }

  /** Moves a link to `to` only from one of `from`, atomically; undefined when it was not in one of them. */
  async transition(
    id: number,
    from: PaymentLinkStatus[],
    set: { status: PaymentLinkStatus; review_reason: string | null; reviewed_by: number; reviewed_at: Date },
  ): Promise<PaymentLinkRow | undefined> {
    const [row] = await this.db
      .update(paymentLinks)
      .set(set)
      .where(and(eq(paymentLinks.id, id), inArray(paymentLinks.status, from)))
      .returning();
    return row;
  }

  /** The link, locked for the payment being written (concurrent payments of one link take turns). */
  async lockById(tx: Tx, id: number): Promise<PaymentLinkRow | undefined> {
    const [row] = await tx.select().from(paymentLinks).where(eq(paymentLinks.id, id)).for('update');
    return row;
  }

  /* ——— Started payments (checkouts at the payments provider) ——— */

  /**
   * A buyer's open checkout of the link that can no longer be given out — it lapses before `lapsesBy`, or its
   * creation never finished (no session since `stuckBefore`) — stops being the open one: `expired`.
   */
  async retireOpenCheckout(linkId: number, email: string, lapsesBy: Date, stuckBefore: Date): Promise<void> {
    await this.db
      .update(paymentLinkCheckouts)
      .set({ status: 'expired' })
      .where(
        and(
          eq(paymentLinkCheckouts.link_id, linkId),
          eq(paymentLinkCheckouts.payer_email, email),
          eq(paymentLinkCheckouts.status, 'pending'),
          or(
            lte(paymentLinkCheckouts.expires_at, lapsesBy),
            and(isNull(paymentLinkCheckouts.checkout_url), lt(paymentLinkCheckouts.created_at, stuckBefore)),
          ),
        ),
      );
  }

  /** A new pending checkout, or undefined when the buyer already has an open one for the link. */
  async insertCheckout(values: NewCheckout): Promise<PaymentLinkCheckoutRow | undefined> {
    const [row] = await this.db
      .insert(paymentLinkCheckouts)
      .values(values)
      .onConflictDoNothing({
        target: [paymentLinkCheckouts.link_id, paymentLinkCheckouts.payer_email],
        where: sql`${paymentLinkCheckouts.status} = 'pending'`,
      })
      .returning();
    return row;
  }

  async openCheckout(linkId: number, email: string): Promise<PaymentLinkCheckoutRow | undefined> {
    const [row] = await this.db
      .select()
      .from(paymentLinkCheckouts)
      .where(
        and(
          eq(paymentLinkCheckouts.link_id, linkId),
          eq(paymentLinkCheckouts.payer_email, email),
          eq(paymentLinkCheckouts.status, 'pending'),
        ),
      );
    return row;
  }

  async attachSession(id: number, session: { session: string; url: string; expiresAt: Date }) {
    const [row] = await this.db
      .update(paymentLinkCheckouts)
      .set({ provider_session: session.session, checkout_url: session.url, expires_at: session.expiresAt })
      .where(eq(paymentLinkCheckouts.id, id))
      .returning();
    return row!;
  }

  async removeCheckout(id: number): Promise<void> {
    await this.db.delete(paymentLinkCheckouts).where(eq(paymentLinkCheckouts.id, id));
  }

  /** A payment of the link with this code, by its public reference. */
  async checkoutOf(code: string, reference: string) {
    const [row] = await this.db
      .select({ checkout: paymentLinkCheckouts, payment: paymentLinkPayments })
      .from(paymentLinkCheckouts)
      .innerJoin(paymentLinks, eq(paymentLinks.id, paymentLinkCheckouts.link_id))
      .leftJoin(paymentLinkPayments, eq(paymentLinkPayments.id, paymentLinkCheckouts.payment_id))
      .where(and(eq(paymentLinks.code, code), eq(paymentLinkCheckouts.reference, reference)));
    return row;
  }

  async checkoutBySession(session: string): Promise<PaymentLinkCheckoutRow | undefined> {
    const [row] = await this.db
      .select()
      .from(paymentLinkCheckouts)
      .where(eq(paymentLinkCheckouts.provider_session, session));
    return row;
  }

  /** The checkout a provider session belongs to, locked for the rest of the settling transaction. */
  async lockCheckoutBySession(tx: Tx, session: string): Promise<PaymentLinkCheckoutRow | undefined> {
    const [row] = await tx
      .select()
      .from(paymentLinkCheckouts)
      .where(eq(paymentLinkCheckouts.provider_session, session))
      .for('update');
    return row;
  }

  async updateCheckout(tx: Tx, id: number, set: Partial<NewCheckout>): Promise<PaymentLinkCheckoutRow> {
    const [row] = await tx.update(paymentLinkCheckouts).set(set).where(eq(paymentLinkCheckouts.id, id)).returning();
    return row!;
  }

  async recordPayment(tx: Tx, link: PaymentLinkRow, payment: NewPayment): Promise<PaymentLinkPaymentRow> {
    const [created] = await tx.insert(paymentLinkPayments).values(payment).returning();
    await tx
      .update(paymentLinks)
      .set({
        payments_count: sql`${paymentLinks.payments_count} + 1`,
        received: sql`${paymentLinks.received} + ${payment.credited}`,
        ...(link.kind === 'one_time' ? { status: 'paid' as const } : {}),
      })
      .where(eq(paymentLinks.id, link.id));
    return created!;
  }
}
