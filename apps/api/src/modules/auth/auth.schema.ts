import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../account/account.schema.ts';

const userRef = () =>
  integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const created = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** Signed-in sessions. Only the SHA-256 of the token is stored; the token itself exists only at the client. */
export const sessions = pgTable('sessions', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  user_id: userRef(),
  token_hash: text().notNull().unique(),
  created_at: created(),
  last_used_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  expires_at: timestamp({ withTimezone: true }).notNull(),
  revoked_at: timestamp({ withTimezone: true }),
  ip: text(),
  user_agent: text(),
});

/** The first step of a two-factor login: password checked, code still owed. */
export const loginChallenges = pgTable('login_challenges', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  user_id: userRef(),
  token_hash: text().notNull().unique(),
  expires_at: timestamp({ withTimezone: true }).notNull(),
  used_at: timestamp({ withTimezone: true }),
  created_at: created(),
});

export const recoveryCodes = pgTable('recovery_codes', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  user_id: userRef(),
  code_hash: text().notNull(),
  used_at: timestamp({ withTimezone: true }),
});

export const passwordResets = pgTable('password_resets', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  user_id: userRef(),
  token_hash: text().notNull().unique(),
  expires_at: timestamp({ withTimezone: true }).notNull(),
  used_at: timestamp({ withTimezone: true }),
  created_at: created(),
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
