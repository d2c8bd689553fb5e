import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { Currency } from '@cabinet/contracts/money';
import type { PayoutMarketplace, TopUpMethod, TopUpStatus } from '@cabinet/contracts/top-up';
import { accounts, users } from '../../account/account.schema.ts';
import { journals } from '../ledger/ledger.schema.ts';

/**
 * A seller's top-up (§2 /money-in): by card through the payments provider's checkout, or by bank transfer against
 * an invoice. Pending until the provider's webhook (card) or an operator (bank) says the money arrived; then one
 * `top_up` journal credits the balance, written in the same transaction that marks the row paid.
 */
export const topUps = pgTable(
  'top_ups',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    method: text().$type<TopUpMethod>().notNull(),
    currency: text().$type<Currency>().notNull(),
    /** What the balance receives, in minor units. */
    amount: bigint({ mode: 'number' }).notNull(),
    /** What the method costs on top, in minor units (charged with the amount). */
    fee: bigint({ mode: 'number' }).notNull().default(0),
    status: text().$type<TopUpStatus>().notNull().default('pending'),
    /** The payment reference: on the card session and quoted on a bank transfer. */
    reference: text().notNull().unique(),
    provider_session: text().unique(),
    checkout_url: text(),
    journal_id: integer().references(() => journals.id),
    created_by: integer().references(() => users.id, { onDelete: 'set null' }),
    confirmed_by: integer().references(() => users.id, { onDelete: 'set null' }),
    /**
     * A bank transfer as the operator confirmed it from the statement (issue 23): what arrived (minor units, up to
     * the invoice; a partial receipt credits this and closes the top-up), the bank's reference and the value date.
     */
    received_amount: bigint({ mode: 'number' }),
    bank_reference: text(),
    value_date: date({ mode: 'string' }),
    created_at: timestamp({ withTimezone: true }).notNull(),
    paid_at: timestamp({ withTimezone: true }),
    declined_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('top_ups_positive', sql`${t.amount} > 0 and ${t.fee} >= 0`),
    check('top_ups_paid_once', sql`(${t.status} = 'paid') = (${t.journal_id} is not null)`),
    index('top_ups_account_idx').on(t.account_id, t.created_at.desc()),
    index('top_ups_status_idx').on(t.status, t.method, t.created_at),
  ],
);
export type TopUpRow = typeof topUps.$inferSelect;

/**
 * Money a marketplace paid out for a seller's sale (§9: credited within 15 minutes). It arrives in the seller's
 * `waiting` balance and a job moves it to `available` once its clearing delay has passed — exactly once.
 */
export const marketplacePayouts = pgTable(
  'marketplace_payouts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    marketplace: text().$type<PayoutMarketplace>().notNull(),
    order_ref: text().notNull(),
    currency: text().$type<Currency>().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    status: text({ enum: ['waiting', 'credited'] })
      .notNull()
      .default('waiting'),
    clears_at: timestamp({ withTimezone: true }).notNull(),
    received_journal_id: integer()
      .notNull()
      .references(() => journals.id),
    credited_journal_id: integer().references(() => journals.id),
    created_at: timestamp({ withTimezone: true }).notNull(),
    credited_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('marketplace_payouts_order').on(t.account_id, t.marketplace, t.order_ref),
    check('marketplace_payouts_positive', sql`${t.amount} > 0`),
    check('marketplace_payouts_credited', sql`(${t.status} = 'credited') = (${t.credited_journal_id} is not null)`),
    index('marketplace_payouts_due_idx').on(t.status, t.clears_at),
  ],
);
export type MarketplacePayoutRow = typeof marketplacePayouts.$inferSelect;
