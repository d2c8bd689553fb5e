import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@cabinet/contracts/common';
import type { InvoiceStatus, OpsInvoicesQuery } from '@cabinet/contracts/invoices';
import { queryRows, type Db } from '../../../platform/db/client.ts';
import { accounts, users } from '../../account/account.schema.ts';
import type { Tx } from '../ledger/ledger.ts';
import { invoiceLines, invoices } from './invoices.schema.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type LineRow = typeof invoiceLines.$inferSelect;
export type NewLine = Pick<LineRow, 'description' | 'quantity' | 'unit_price' | 'amount'>;

/** The seller's view: their own invoices, without those they removed from the list. */
const ownVisible = (accountId: number) => and(eq(invoices.account_id, accountId), isNull(invoices.hidden_at));

/** Queries behind invoices; every seller query is scoped to one account. */
export class InvoicesRepository {
  constructor(private readonly db: Db) {}

  async list(accountId: number, q: PageQuery & { status?: InvoiceStatus }) {
    const where = and(ownVisible(accountId), q.status ? eq(invoices.status, q.status) : undefined);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(invoices)
        .where(where)
        .orderBy(desc(invoices.id))
        .limit(q.on_page)
        .offset((q.page - 1) * q.on_page),
      this.db.select({ n: count() }).from(invoices).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async get(accountId: number, id: number): Promise<InvoiceRow | undefined> {
    const [row] = await this.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, id), ownVisible(accountId)));
    return row;
  }

  /** The lines of these invoices, grouped by invoice, in their order. */
  async lines(invoiceIds: number[], db: Db | Tx = this.db): Promise<Map<number, LineRow[]>> {
    const byInvoice = new Map<number, LineRow[]>(invoiceIds.map((id) => [id, []]));
    if (invoiceIds.length === 0) return byInvoice;
    const rows = await db
      .select()
      .from(invoiceLines)
      .where(inArray(invoiceLines.invoice_id, invoiceIds))
      .orderBy(asc(invoiceLines.invoice_id), asc(invoiceLines.position));
    for (const row of rows) byInvoice.get(row.invoice_id)!.push(row);
    return byInvoice;
  }

  /** Unpaid invoices the seller still has to pay, and their sum. */
  async due(accountId: number) {
    const [row] = await this.db
      .select({ n: count(), total: sql<string>`coalesce(sum(${invoices.total}), 0)` })
      .from(invoices)
      .where(and(eq(invoices.account_id, accountId), eq(invoices.status, 'unpaid')));
    return { count: row?.n ?? 0, total: Number(row?.total ?? 0) };
  }

  /** The invoice row, locked until the transaction ends: payments and cancellations of one invoice take turns. */
  async lock(tx: Tx, id: number, accountId?: number): Promise<InvoiceRow | undefined> {
    const [row] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, id), accountId === undefined ? undefined : ownVisible(accountId)))
      .for('update');
    return row;
  }

  /** The invoice paid by this journal becomes unpaid again (its payment was reversed). */
  async reopenPaidBy(tx: Tx, journalId: number): Promise<void> {
    await tx
      .update(invoices)
      .set({ status: 'unpaid', journal_id: null, paid_at: null, paid_by: null, hidden_at: null })
      .where(and(eq(invoices.journal_id, journalId), eq(invoices.status, 'paid')));
  }

  async update(tx: Tx | Db, id: number, set: Partial<InvoiceRow>): Promise<InvoiceRow> {
    const [row] = await tx.update(invoices).set(set).where(eq(invoices.id, id)).returning();
    return row!;
  }

  /**
   * A new invoice with its lines. The number is taken from the id sequence first, so that it is written with the
   * row (INV-<year>-<id, six digits>): numbers are unique and never reused.
   */
  async create(
    tx: Tx,
    invoice: Omit<typeof invoices.$inferInsert, 'id' | 'number'>,
    lines: NewLine[],
    year: number,
  ): Promise<InvoiceRow> {
    const [next] = await queryRows<{ id: string }>(
      tx,
      sql`select nextval(pg_get_serial_sequence('invoices', 'id')) as id`,
    );
    const id = Number(next!.id);
    const number = `INV-${year}-${String(id).padStart(6, '0')}`;
    const [row] = await tx
      .insert(invoices)
      .values({ ...invoice, id, number })
      .returning();
    await tx.insert(invoiceLines).values(lines.map((l, position) => ({ ...l, invoice_id: id, position })));
    return row!;
  }

  /** Whose invoice this is, for the PDF's "bill to". */
  async payer(accountId: number) {
    const [row] = await this.db
      .select({
        email: users.email,
        first_name: users.first_name,
        last_name: users.last_name,
        company_name: accounts.company_name,
      })
      .from(accounts)
      .innerJoin(users, and(eq(users.account_id, accounts.id), eq(users.role, 'owner')))
      .where(eq(accounts.id, accountId));
    return row;
  }

  /** Is this a seller account (one with an owner)? */
  async sellerExists(accountId: number): Promise<boolean> {
    return Boolean(await this.payer(accountId));
  }

  /** Every invoice, for the back office: by status, by the seller (e-mail, name, account number) or the number. */
  async opsList(q: OpsInvoicesQuery) {
    const filters: (SQL | undefined)[] = [q.status ? eq(invoices.status, q.status) : undefined];
    if (q.search) {
      const term = `%${q.search.replace(/[%_\\]/g, '\\$&')}%`;
      filters.push(
        or(
          ilike(users.email, term),
          ilike(sql`${users.first_name} || ' ' || ${users.last_name}`, term),
          ilike(invoices.number, term),
          /^\d+$/.test(q.search) && q.search.length < 10 ? eq(invoices.account_id, Number(q.search)) : undefined,
        ),
      );
    }
    const where = and(...filters);
    const owner = and(eq(users.account_id, invoices.account_id), eq(users.role, 'owner'));
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ invoice: invoices, email: users.email, first_name: users.first_name, last_name: users.last_name })
        .from(invoices)
        .innerJoin(users, owner)
        .where(where)
        .orderBy(desc(invoices.id))
        .limit(q.on_page)
        .offset((q.page - 1) * q.on_page),
      this.db.select({ n: count() }).from(invoices).innerJoin(users, owner).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async opsGet(id: number) {
    const [row] = await this.db
      .select({ invoice: invoices, email: users.email, first_name: users.first_name, last_name: users.last_name })
      .from(invoices)
      .innerJoin(users, and(eq(users.account_id, invoices.account_id), eq(users.role, 'owner')))
      .where(eq(invoices.id, id));
    return row;
  }
}
