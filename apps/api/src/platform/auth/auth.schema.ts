// The tables of platform/auth: the session store's sessions and the throttle's failed attempts.
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../modules/account/account.schema.ts';

const created = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** Signed-in sessions. Only the SHA-256 of the token is stored; the token itself exists only at the client. */
export const sessions = pgTable('sessions', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  user_id: integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  token_hash: text().notNull().unique(),
  created_at: created(),
  last_used_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  expires_at: timestamp({ withTimezone: true }).notNull(),
  revoked_at: timestamp({ withTimezone: true }),
  ip: text(),
  user_agent: text(),
});

/** Failed sign-in and code attempts, counted in a sliding window per scope and key (account, client address). */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    scope: text().notNull(),
    key: text().notNull(),
    created_at: created(),
  },
  (t) => [index('auth_failures_lookup').on(t.scope, t.key, t.created_at)],
);
