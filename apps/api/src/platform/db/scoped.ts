import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** A table that belongs to customers: every row carries the owning account. */
export type AccountOwned = PgTable & { account_id: PgColumn };

/**
 * The WHERE of every customer query: the caller's account first, then whatever else. Repositories build their
 * conditions through this, so that forgetting the account is harder than remembering it, and another account's
 * row is simply not found (404), exactly like a missing one.
 */
export function ownedBy(table: AccountOwned, accountId: number, ...conditions: Array<SQL | undefined>): SQL {
  return and(eq(table.account_id, accountId), ...conditions)!;
}
