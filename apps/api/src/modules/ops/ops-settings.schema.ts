import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../account/account.schema.ts';

/**
 * The back office's own settings (issue 23), one row per key, written by an administrator: a key without a row
 * uses its default in code. The first is the four-eyes approval threshold.
 */
export const opsSettings = pgTable('ops_settings', {
  key: text().primaryKey(),
  value: jsonb().$type<unknown>().notNull(),
  updated_by: integer().references(() => users.id, { onDelete: 'set null' }),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
