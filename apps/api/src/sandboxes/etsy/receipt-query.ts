import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { sandboxMarketplaceOrders as orders } from '../marketplace-kit/kit.schema.ts';

/*
 * getShopReceipts' query string (limit, offset, min/max_created, min/max_last_modified, sort_on, sort_order,
 * was_paid, was_shipped, was_canceled), validated as Etsy validates it and run over the sandbox's orders.
 */

export interface ReceiptsQuery {
  limit: number;
  offset: number;
  minCreated: Date | null;
  maxCreated: Date | null;
  minModified: Date | null;
  maxModified: Date | null;
  sortOn: 'created' | 'updated' | 'receipt_id';
  descending: boolean;
  wasPaid: boolean | null;
  wasShipped: boolean | null;
  wasCanceled: boolean | null;
}

type Raw = Record<string, unknown>;
type Parsed<T> = { value: T } | { error: string };

function integer(raw: Raw, name: string, fallback: number, min: number, max: number): Parsed<number> {
  const given = raw[name];
  if (given === undefined || given === '') return { value: fallback };
  const value = Number(given);
  if (!Number.isInteger(value) || value < min || value > max) {
    return { error: `Invalid value for parameter '${name}': expected an integer between ${min} and ${max}.` };
  }
  return { value };
}

function epoch(raw: Raw, name: string): Parsed<Date | null> {
  const parsed = integer(raw, name, -1, 946_684_800, 4_102_444_800);
  if ('error' in parsed) return parsed;
  return { value: parsed.value === -1 ? null : new Date(parsed.value * 1000) };
}

function flag(raw: Raw, name: string): Parsed<boolean | null> {
  const given = raw[name];
  if (given === undefined || given === '') return { value: null };
  if (given === 'true' || given === 'false') return { value: given === 'true' };
  return { error: `Invalid value for parameter '${name}': expected true or false.` };
}

function oneOf<T extends string>(raw: Raw, name: string, allowed: readonly T[], fallback: T): Parsed<T> {
  const given = raw[name];
  if (given === undefined || given === '') return { value: fallback };
  return allowed.includes(given as T)
    ? { value: given as T }
    : { error: `Invalid value for parameter '${name}': expected one of ${allowed.join(', ')}.` };
}

export function parseReceiptsQuery(raw: Raw): ReceiptsQuery | { error: string } {
  const fields = {
    limit: integer(raw, 'limit', 25, 1, 100),
    offset: integer(raw, 'offset', 0, 0, 1_000_000),
    minCreated: epoch(raw, 'min_created'),
    maxCreated: epoch(raw, 'max_created'),
    minModified: epoch(raw, 'min_last_modified'),
    maxModified: epoch(raw, 'max_last_modified'),
    sortOn: oneOf(raw, 'sort_on', ['created', 'updated', 'receipt_id'] as const, 'created'),
    sortOrder: oneOf(raw, 'sort_order', ['asc', 'ascending', 'desc', 'descending', 'up', 'down'] as const, 'desc'),
    wasPaid: flag(raw, 'was_paid'),
    wasShipped: flag(raw, 'was_shipped'),
    wasCanceled: flag(raw, 'was_canceled'),
  };
  for (const parsed of Object.values(fields)) if ('error' in parsed) return { error: parsed.error };
  const value = <T>(parsed: Parsed<T>) => (parsed as { value: T }).value;
  const sortOrder = value(fields.sortOrder);
  return {
    limit: value(fields.limit),
    offset: value(fields.offset),
    minCreated: value(fields.minCreated),
    maxCreated: value(fields.maxCreated),
    minModified: value(fields.minModified),
    maxModified: value(fields.maxModified),
    sortOn: value(fields.sortOn),
    descending: sortOrder === 'desc' || sortOrder === 'descending' || sortOrder === 'down',
    wasPaid: value(fields.wasPaid),
    wasShipped: value(fields.wasShipped),
    wasCanceled: value(fields.wasCanceled),
  };
}

/** The page and the total matching, as Etsy's `{count, results}`. */
export async function findReceipts(db: Db, shopId: number, query: ReceiptsQuery) {
  const body = (field: string) => sql`(${orders.body}->>${field})`;
  const conditions: Array<SQL | undefined> = [
    sql`${orders.shop_id} = ${shopId}`,
    query.minCreated ? sql`${orders.created_at} >= ${query.minCreated.toISOString()}` : undefined,
    query.maxCreated ? sql`${orders.created_at} <= ${query.maxCreated.toISOString()}` : undefined,
    query.minModified ? sql`${orders.modified_at} >= ${query.minModified.toISOString()}` : undefined,
    query.maxModified ? sql`${orders.modified_at} <= ${query.maxModified.toISOString()}` : undefined,
    query.wasPaid === null ? undefined : sql`${body('is_paid')}::boolean = ${query.wasPaid}`,
    query.wasShipped === null ? undefined : sql`${body('is_shipped')}::boolean = ${query.wasShipped}`,
    query.wasCanceled === null ? undefined : sql`(${body('status')} = 'canceled') = ${query.wasCanceled}`,
  ];
  const where = and(...conditions);
  const column =
    query.sortOn === 'created'
      ? orders.created_at
      : query.sortOn === 'updated'
        ? orders.modified_at
        : sql`${orders.external_id}::bigint`;
  const direction = query.descending ? desc : asc;
  const ordering = [direction(column), direction(orders.id)];
  // The page's ids are sorted first and the bodies fetched for those alone: sorting whole bodies spills to disk.
  const page = db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(...ordering)
    .limit(query.limit)
    .offset(query.offset)
    .as('page');
  const [rows, [total]] = await Promise.all([
    db
      .select({ body: orders.body })
      .from(orders)
      .innerJoin(page, eq(orders.id, page.id))
      .orderBy(...ordering),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
  ]);
  return { count: total?.n ?? 0, results: rows.map((row) => row.body) };
}
