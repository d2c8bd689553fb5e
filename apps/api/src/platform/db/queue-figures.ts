import { count, lt, min, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** What waits at a desk: how many, since when the oldest, and how many since before the desk's cutoff. */
export interface QueueFigures {
  count: number;
  oldest: Date | null;
  overdue: number;
}

/**
 * One aggregate over the rows that wait (`where`), timed by `since`: a desk's repository calls it with its own
 * table and its own "waiting" condition (the back office's home page, docs/decisions.md "Desks that are queues").
 * With an index on the condition's column and `since`, it reads the index alone.
 */
export async function queueFigures(
  db: Db,
  q: { from: PgTable; where: SQL | undefined; since: PgColumn; cutoff: Date },
): Promise<QueueFigures> {
  const [row] = await db
    .select({
      count: count(),
      oldest: min(q.since),
      overdue: count(sql`case when ${lt(q.since, q.cutoff)} then 1 end`),
    })
    .from(q.from)
    .where(q.where);
  const oldest = row?.oldest;
  return {
    count: row?.count ?? 0,
    oldest: oldest === null || oldest === undefined ? null : new Date(oldest as Date | string),
    overdue: row?.overdue ?? 0,
  };
}
