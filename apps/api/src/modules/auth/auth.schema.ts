import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../account/account.schema.ts';

const userRef = () =>
  integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const created = () => timestamp({ withTimezone: true }).notNull().defaultNow();

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
