import { getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SellerRef } from '@cabinet/contracts/sellers';
import type { Db } from '../../platform/db/client.ts';
import { accounts, users } from './account.schema.ts';

/**
 * How operators name a seller (issue 23: by name and e-mail, never "#1"): the company, or the owner's first and last
 * name when there is none, and the owner's e-mail — as subqueries on a list's account column, so any operator list
 * adds them to its select without a join. The column is written with its table's name: drizzle writes a bare name,
 * which inside the subquery would bind to `users.account_id`.
 */
export function sellerColumns(accountId: PgColumn): {
  seller_name: SQL<string | null>;
  seller_email: SQL<string | null>;
} {
  const outer = sql.raw(`"${getTableName(accountId.table)}"."${accountId.name}"`);
  return {
    seller_name: sql<
      string | null
    >`(select coalesce(nullif(a.company_name, ''), trim(u.first_name || ' ' || u.last_name))
      from ${accounts} a join ${users} u on u.account_id = a.id and u.role = 'owner' where a.id = ${outer} limit 1)`,
    seller_email: sql<string | null>`(select u.email from ${users} u
      where u.account_id = ${outer} and u.role = 'owner' limit 1)`,
  };
}

/** The seller of a row read with `sellerColumns`; null for a row of no account (an unidentified return). */
export function toSellerRef(row: {
  account_id: number | null;
  seller_name: string | null;
  seller_email: string | null;
}): SellerRef | null {
  if (row.account_id === null) return null;
  return { account_id: row.account_id, name: row.seller_name ?? '', email: row.seller_email ?? '' };
}

/** The sellers of these accounts, for a page of an operator's list read without `sellerColumns` (one query). */
export async function sellerRefs(db: Db, accountIds: readonly number[]): Promise<Map<number, SellerRef>> {
  const ids = [...new Set(accountIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ account_id: accounts.id, ...sellerColumns(accounts.id) })
    .from(accounts)
    .where(inArray(accounts.id, ids));
  return new Map(rows.map((r) => [r.account_id, toSellerRef(r)!]));
}
