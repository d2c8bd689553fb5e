import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, users } from '../../account/account.schema.ts';

/**
 * A seller's account at the wallet provider (§2 /payoneer-accounts), linked by e-mail. It is usable for withdrawals
 * once activated with the code the provider e-mails; unlinking keeps the row (withdrawals refer to it).
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    status: text({ enum: ['pending_activation', 'active', 'unlinked'] }).notNull(),
    provider: text({ enum: ['sandbox', 'live'] }).notNull(),
    provider_account_id: text().notNull(),
    created_by: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    activated_at: timestamp({ withTimezone: true }),
    unlinked_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('wallet_accounts_linked_email')
      .on(t.account_id, t.email)
      .where(sql`${t.status} <> 'unlinked'`),
    index('wallet_accounts_account_idx').on(t.account_id, t.created_at),
  ],
);
