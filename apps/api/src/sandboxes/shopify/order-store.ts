import { and, asc, desc, eq, gt, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { sandboxMarketplaceOrders as orders } from '../marketplace-kit/kit.schema.ts';
import type { SandboxOrder } from '../marketplace-kit/store.ts';
import { decodeCursor, encodeCursor } from './graphql-selection.ts';
import type { Json } from './order-body.ts';

/*
 * A Shopify shop's orders in the shared orders table (external id = the Order GID, body = the Order object,
 * modified_at = its updatedAt): many inserted in one statement, and read the way the `orders` connection reads them —
 * keyset pages behind an opaque cursor, sorted by a sort key, filtered by Shopify's search syntax.
 */

/**
 * Inserts all the orders in one statement: one parameter holding them all, unpacked by PostgreSQL (as `json`, which
 * is parsed once, on the way into the jsonb column — a third faster than unpacking `jsonb` for 10,000 orders).
 */
export async function insertOrders(db: Db, shopId: number, bodies: Json[]): Promise<void> {
  if (bodies.length === 0) return;
  await db.execute(sql`
    insert into ${orders} (kind, shop_id, external_id, body, created_at, modified_at)
    select 'shopify', ${shopId}, o->>'id', o, (o->>'createdAt')::timestamptz, (o->>'updatedAt')::timestamptz
    from json_array_elements(${JSON.stringify(bodies)}::json) as o`);
}

export type SortKey = 'UPDATED_AT' | 'CREATED_AT' | 'ID';
type Comparison = '>' | '>=' | '<' | '<=' | '=';
interface SearchTerm {
  field: 'updated_at' | 'created_at';
  comparison: Comparison;
  value: Date;
}

/**
 * The `updated_at` and `created_at` terms of a search query (`updated_at:>='2026-01-01T00:00:00Z' AND …`); the sandbox
 * ignores terms on other fields.
 */
export function searchTerms(query: string): SearchTerm[] {
  const terms: SearchTerm[] = [];
  for (const match of query.matchAll(/\b(updated_at|created_at):(>=|<=|>|<)?(?:'([^']*)'|"([^"]*)"|(\S+))/g)) {
    const value = new Date(match[3] ?? match[4] ?? match[5] ?? '');
    if (Number.isNaN(value.getTime())) continue;
    const field = match[1] as SearchTerm['field'];
    terms.push({ field, comparison: (match[2] ?? '=') as Comparison, value });
  }
  return terms;
}

const COMPARE = { '>': gt, '>=': gte, '<': lt, '<=': lte, '=': eq } as const;

export interface OrdersPageInput {
  first: number;
  after: string | null;
  sortKey: SortKey;
  reverse: boolean;
  query: string | null;
  /** Orders created before this are invisible (Shopify's 60 days without read_all_orders); null = all. */
  visibleSince: Date | null;
}

export interface OrdersPage {
  rows: SandboxOrder[];
  cursors: string[];
  hasNextPage: boolean;
}

export async function ordersPage(db: Db, shopId: number, input: OrdersPageInput): Promise<OrdersPage> {
  const column = input.sortKey === 'CREATED_AT' ? orders.created_at : orders.modified_at;
  const conditions: Array<SQL | undefined> = [eq(orders.shop_id, shopId), eq(orders.kind, 'shopify')];
  if (input.visibleSince) conditions.push(gte(orders.created_at, input.visibleSince));
  for (const term of searchTerms(input.query ?? '')) {
    conditions.push(
      COMPARE[term.comparison](term.field === 'created_at' ? orders.created_at : orders.modified_at, term.value),
    );
  }
  const position = input.after ? decodeCursor(input.after) : null;
  if (position && typeof position.last_id === 'number') {
    const beyond = input.reverse ? lt : gt;
    if (input.sortKey === 'ID') conditions.push(beyond(orders.id, position.last_id));
    else {
      const value = new Date(String(position.last_value));
      conditions.push(or(beyond(column, value), and(eq(column, value), beyond(orders.id, position.last_id))));
    }
  }
  const direction = input.reverse ? desc : asc;
  const rows = await db
    .select()
    .from(orders)
    .where(and(...conditions))
    .orderBy(...(input.sortKey === 'ID' ? [direction(orders.id)] : [direction(column), direction(orders.id)]))
    .limit(input.first + 1);
  const page = rows.slice(0, input.first);
  const valueOf = (row: SandboxOrder) =>
    (input.sortKey === 'CREATED_AT' ? row.created_at : row.modified_at).toISOString();
  return {
    rows: page,
    cursors: page.map((row) => encodeCursor({ last_id: row.id, last_value: valueOf(row) })),
    hasNextPage: rows.length > input.first,
  };
}
