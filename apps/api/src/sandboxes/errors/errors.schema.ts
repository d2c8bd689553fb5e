import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ErrorPlatform, StackFrame } from '@cabinet/contracts/error-reports';

/**
 * The errors the sandbox collector took (sandboxes/errors), as the operators read them: one row per reported error
 * event, already scrubbed, its stack trimmed to the frames nearest the failure. Traces are checked and not kept.
 */
export const errorEvents = pgTable(
  'error_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The SDK's event id: a report sent twice (a retry) is kept once. */
    event_id: text().notNull(),
    received_at: timestamp({ withTimezone: true }).notNull(),
    platform: text().$type<ErrorPlatform>().notNull(),
    level: text().notNull(),
    exception_type: text(),
    message: text().notNull(),
    frames: jsonb().$type<StackFrame[]>().notNull(),
    release: text(),
    environment: text(),
    /** The route or page (the event's transaction name). */
    route: text(),
    user_id: text(),
    request_id: text(),
    trace_id: text(),
  },
  (t) => [
    uniqueIndex('error_events_event_idx').on(t.event_id),
    index('error_events_platform_idx').on(t.platform, t.id),
  ],
);
export type ErrorEventRow = typeof errorEvents.$inferSelect;
export type NewErrorEvent = typeof errorEvents.$inferInsert;
