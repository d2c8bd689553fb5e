import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Language } from '@cabinet/contracts/common';
import type { Currency } from '@cabinet/contracts/money';

/**
 * The card sandbox's own records: one hosted checkout session per payment, as a real processor keeps them (on its
 * side). Open until the buyer pays or declines, or until it expires.
 */
export const sandboxCheckoutSessions = pgTable(
  'sandbox_checkout_sessions',
  {
    id: text().primaryKey(),
    /** The shop's metadata, echoed in the events as given: which of its settlements the payment belongs to. */
    purpose: text().notNull(),
    reference: text().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().$type<Currency>().notNull(),
    description: text().notNull(),
    return_url: text().notNull(),
    cancel_url: text(),
    locale: text().$type<Language>().notNull(),
    status: text({ enum: ['open', 'paid', 'declined'] })
      .notNull()
      .default('open'),
    created_at: timestamp({ withTimezone: true }).notNull(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    completed_at: timestamp({ withTimezone: true }),
  },
  (t) => [check('sandbox_checkout_sessions_positive', sql`${t.amount} > 0`)],
);
export type SandboxCheckoutSession = typeof sandboxCheckoutSessions.$inferSelect;
