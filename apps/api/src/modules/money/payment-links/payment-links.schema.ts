import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  LinkPaymentStatus,
  PaymentLinkCurrency,
  PaymentLinkKind,
  PaymentLinkStatus,
} from '@cabinet/contracts/payment-links';
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

/**
 * One buyer's payment of a link that arrived: the journal that credited the seller for it. Written by the payments
 * webhook's settlement, in the same transaction as the journal. The card stays with the payments provider.
 */
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

/**
 * A payment a buyer started: a checkout session at the payments provider for the link's amount, `pending` until the
 * provider's signed webhook says `paid` (→ one payment_link_payments row) or `declined`; `expired` once abandoned;
 * `refused` when the money arrived after the link had stopped taking payments (nothing is credited). While a
 * buyer's checkout is open, starting again gives the same one (one pending row per link and payer).
 */
export const paymentLinkCheckouts = pgTable(
  'payment_link_checkouts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    link_id: integer()
      .notNull()
      .references(() => paymentLinks.id, { onDelete: 'restrict' }),
    /** The payment's public id (the provider's reference, the return pages' ?payment=): random, unguessable. */
    reference: text().notNull().unique(),
    /** Lower-cased. */
    payer_email: text().notNull(),
    /** What the provider charges: the link's amount and currency when the payment started. */
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().$type<PaymentLinkCurrency>().notNull(),
    status: text().$type<LinkPaymentStatus>().notNull().default('pending'),
    provider_session: text().unique(),
    checkout_url: text(),
    expires_at: timestamp({ withTimezone: true }),
    payment_id: integer()
      .unique()
      .references(() => paymentLinkPayments.id, { onDelete: 'restrict' }),
    created_at: timestamp({ withTimezone: true }).notNull(),
    completed_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('payment_link_checkouts_amount_positive', sql`${t.amount} > 0`),
    check('payment_link_checkouts_paid_once', sql`(${t.status} = 'paid') = (${t.payment_id} is not null)`),
    uniqueIndex('payment_link_checkouts_open_idx')
      .on(t.link_id, t.payer_email)
      .where(sql`${t.status} = 'pending'`),
  ],
);
