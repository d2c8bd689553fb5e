import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../src/platform/db/client.ts';

/** Row count of a table: "nothing written" assertions compare it before and after a rejected request. */
export async function rowCount(database: Database, table: PgTable): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}
