import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * The card issuer sandbox's own records (its side, not ours): the cards with their full numbers, balances and
 * states, and every operation on them — loads, the marketplace fees charged, declines, the unload on closing.
 */
export const sandboxIssuerCards = pgTable(
  'sandbox_issuer_cards',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    token: text().notNull().unique(),
    reference: text().notNull(),
    pan: text().notNull(),
    expiry_month: integer().notNull(),
    expiry_year: integer().notNull(),
    status: text({ enum: ['active', 'frozen', 'closed'] }).notNull(),
    balance: bigint({ mode: 'number' }).notNull(),
    /** Spending has been simulated up to this moment. */
    simulated_until: timestamp({ withTimezone: true }).notNull(),
    created_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [check('sandbox_issuer_cards_balance', sql`${t.balance} >= 0`)],
);

export const sandboxIssuerOperations = pgTable(
  'sandbox_issuer_operations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    card_id: integer()
      .notNull()
      .references(() => sandboxIssuerCards.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['load', 'charge', 'declined', 'unload'] }).notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    merchant: text(),
    /** The caller's reference of a load, or `slot:<n>` of a simulated charge: each happens once. */
    reference: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    unique('sandbox_issuer_operations_once').on(t.card_id, t.reference),
    index('sandbox_issuer_operations_card_idx').on(t.card_id, t.created_at),
  ],
);
