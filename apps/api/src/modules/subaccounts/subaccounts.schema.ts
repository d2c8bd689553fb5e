import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../account/account.schema.ts';

/** Invitation links sent to new members. Only the SHA-256 of the token is stored; a link works once. */
export const subaccountInvitations = pgTable('subaccount_invitations', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  user_id: integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  token_hash: text().notNull().unique(),
  expires_at: timestamp({ withTimezone: true }).notNull(),
  used_at: timestamp({ withTimezone: true }),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
