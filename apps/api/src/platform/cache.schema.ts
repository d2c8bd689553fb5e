import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Answers of outside services kept for a while, shared by every process (platform/cache.ts). */
export const providerCache = pgTable('provider_cache', {
  key: text().primaryKey(),
  /** Null only while the first fill of a key is under way. */
  value: jsonb(),
  expires_at: timestamp({ withTimezone: true }).notNull(),
  /** Set by the process refreshing the key, so the others keep serving the old value meanwhile. */
  refreshing_until: timestamp({ withTimezone: true }),
});
