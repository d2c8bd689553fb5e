import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * `Idempotency-Key`s of money-moving POSTs (ARCHITECTURE §4), per caller. A row without `status` is a request still
 * in flight; a finished one keeps its answer to replay. Kept at least 24 hours (a daily job removes older ones).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    owner: text().notNull(),
    key: text().notNull(),
    request_hash: text().notNull(),
    status: integer(),
    response: jsonb(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.owner, t.key] })],
);
