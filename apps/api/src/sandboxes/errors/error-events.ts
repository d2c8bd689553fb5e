import { count, desc, eq, lt } from 'drizzle-orm';
import { pageInfo, type PageQuery } from '@cabinet/contracts/common';
import type { ErrorPlatform, ErrorReport, ErrorReportSummary } from '@cabinet/contracts/error-reports';
import type { Db } from '../../platform/db/client.ts';
import { errorEvents, type ErrorEventRow, type NewErrorEvent } from './errors.schema.ts';

/** The sandbox keeps the newest reports only: a loop that fails on every request must not fill the disk. */
export const KEPT_EVENTS = 10_000;

const summaryOf = (row: ErrorEventRow): ErrorReportSummary => ({
  id: row.id,
  received_at: row.received_at.toISOString(),
  platform: row.platform,
  level: row.level,
  type: row.exception_type,
  message: row.message,
  route: row.route,
  release: row.release,
  user_id: row.user_id,
});

/** The collector's store: what it took, and what the back office reads of it. */
export function errorEventStore(db: Db) {
  return {
    /** Keeps the events (a retried one once), then forgets the oldest beyond KEPT_EVENTS. */
    async add(events: NewErrorEvent[]): Promise<void> {
      if (events.length === 0) return;
      const [last] = await db
        .insert(errorEvents)
        .values(events)
        .onConflictDoNothing()
        .returning({ id: errorEvents.id })
        .then((rows) => rows.slice(-1));
      if (last && last.id > KEPT_EVENTS) await db.delete(errorEvents).where(lt(errorEvents.id, last.id - KEPT_EVENTS));
    },

    async list(q: PageQuery & { platform?: ErrorPlatform }) {
      const where = q.platform ? eq(errorEvents.platform, q.platform) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(errorEvents)
          .where(where)
          .orderBy(desc(errorEvents.id))
          .limit(q.on_page)
          .offset((q.page - 1) * q.on_page),
        db.select({ n: count() }).from(errorEvents).where(where),
      ]);
      return { items: rows.map(summaryOf), ...pageInfo(q, total?.n ?? 0) };
    },

    async read(id: number): Promise<ErrorReport | null> {
      const [row] = await db.select().from(errorEvents).where(eq(errorEvents.id, id));
      if (!row) return null;
      const { event_id, environment, request_id, trace_id, frames } = row;
      return { ...summaryOf(row), event_id, environment, request_id, trace_id, frames };
    },
  };
}
export type ErrorEventStore = ReturnType<typeof errorEventStore>;
