import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PaymentLinkCurrency, PaymentLinkKind, PaymentLinkStatus } from '@cabinet/contracts/payment-links';
import { accounts, users } from '../../account/account.schema.ts';
import { journals } from '../ledger/ledger.schema.ts';

/** A seller's payment link: `kind` says how often it may be paid, `status` where it stands (contracts). */
export const paymentLinks = pgTable(
  'payment_links',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    /** The public part of the pay page's address: random, unguessable. */
    code: text().notNull().unique(),
    kind: text().$type<PaymentLinkKind>().notNull(),
    status: text().$type<PaymentLinkStatus>().notNull().default('in_review'),
    /** The seller's switch: false once deactivated, and never payable again. */
    active: boolean().notNull().default(true),
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().$type<PaymentLinkCurrency>().notNull(),
    description: text().notNull(),
    payments_count: integer().notNull().default(0),
    /** The sum credited to the balance (USD minor units). */
    received: bigint({ mode: 'number' }).notNull().default(0),
    review_reason: text(),
    reviewed_by: integer().references(() => users.id, { onDelete: 'set null' }),
    reviewed_at: timestamp({ withTimezone: true }),
    created_by: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payment_links_amount_positive', sql`${t.amount} > 0`),
    check('payment_links_one_payment', sql`${t.kind} = 'permanent' or ${t.payments_count} <= 1`),
    index('payment_links_account_idx').on(t.account_id, t.created_at.desc()),
    index('payment_links_status_idx').on(t.status, t.created_at),
  ],
);

/** One buyer's payment of a link, and the journal that credited the seller for it. */
export const paymentLinkPayments = pgTable(
  'payment_link_payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    link_id: integer()
      .notNull()
      .references(() => paymentLinks.id, { onDelete: 'restrict' }),
    account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    payer_email: text().notNull(),
    card_last4: text().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().$type<PaymentLinkCurrency>().notNull(),
    credited: bigint({ mode: 'number' }).notNull(),
    rate: text().notNull(),
    journal_id: integer()
      .notNull()
      .unique()
      .references(() => journals.id, { onDelete: 'restrict' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_link_payments_link_idx').on(t.link_id, t.created_at.desc())],
);
