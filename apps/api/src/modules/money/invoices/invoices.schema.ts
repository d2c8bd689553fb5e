import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Currency } from '@cabinet/contracts/money';
import type { InvoiceStatus } from '@cabinet/contracts/invoices';
import { accounts, users } from '../../account/account.schema.ts';
import { journals } from '../ledger/ledger.schema.ts';

/**
 * Invoices the provider issues to a seller (§7 pay_money invoices). `total` is the sum of the lines' amounts, in
 * minor units. A paid invoice points at its `invoice_payment` journal; `hidden_at` is when the seller removed a
 * paid or cancelled invoice from their list (operators still see it).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    number: text().notNull().unique(),
    account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    title: text().notNull(),
    currency: text().$type<Currency>().notNull(),
    total: bigint({ mode: 'number' }).notNull(),
    status: text().$type<InvoiceStatus>().notNull().default('unpaid'),
    due_date: date({ mode: 'string' }).notNull(),
    issued_by: integer().references(() => users.id, { onDelete: 'set null' }),
    paid_by: integer().references(() => users.id, { onDelete: 'set null' }),
    journal_id: integer().references(() => journals.id, { onDelete: 'restrict' }),
    created_at: timestamp({ withTimezone: true }).notNull(),
    paid_at: timestamp({ withTimezone: true }),
    cancelled_at: timestamp({ withTimezone: true }),
    hidden_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('invoices_total_positive', sql`${t.total} > 0`),
    check('invoices_status', sql`${t.status} in ('unpaid','paid','cancelled')`),
    check('invoices_paid_journal', sql`(${t.status} = 'paid') = (${t.journal_id} is not null)`),
    check('invoices_hidden_settled', sql`${t.hidden_at} is null or ${t.status} <> 'unpaid'`),
    index('invoices_account_idx').on(t.account_id, t.id.desc()),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    invoice_id: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    description: text().notNull(),
    quantity: integer().notNull(),
    unit_price: bigint({ mode: 'number' }).notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    check('invoice_lines_quantity', sql`${t.quantity} > 0`),
    check('invoice_lines_amount', sql`${t.amount} = ${t.quantity} * ${t.unit_price}`),
    index('invoice_lines_invoice_idx').on(t.invoice_id, t.position),
  ],
);
