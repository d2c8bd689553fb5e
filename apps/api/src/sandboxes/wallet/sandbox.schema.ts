import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The wallet provider's own books in the sandbox (ARCHITECTURE §6): the accounts it knows and the activation code
 * it e-mailed, as a hash. The cabinet never reads these; it asks the provider, as it would ask the real one.
 */
export const walletSandboxAccounts = pgTable('wallet_sandbox_accounts', {
  provider_account_id: text().primaryKey(),
  email: text().notNull(),
  status: text({ enum: ['pending', 'active', 'closed'] }).notNull(),
  code_hash: text().notNull(),
  code_expires_at: timestamp({ withTimezone: true }).notNull(),
  failed_attempts: integer().notNull().default(0),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
