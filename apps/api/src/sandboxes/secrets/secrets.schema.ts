import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandboxes' app credentials and signing secrets of this installation (sandbox-secrets.ts): generated at first
 * start, never in the repository, so that nobody who has read the code can sign a push or call a sandbox as our app.
 * One row per credential, named `<sandbox>.<field>` (`etsy.sharedSecret`).
 */
export const sandboxSecrets = pgTable('sandbox_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  created_at: timestamp({ withTimezone: true }).notNull(),
});
