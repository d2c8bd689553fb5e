import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { sandboxMarketplaceOrders as orders } from '../marketplace-kit/kit.schema.ts';
import type { FieldError } from './definition.ts';

/*
 * `GET /v1/orders?updated_since&limit&cursor`: orders oldest change first, paged by an opaque cursor. The cursor is
 * a keyset position (the last order's change time and row) with the filter it was made with, so a page is the same
 * however many orders arrive meanwhile, an order changed while paging comes again at the end, and a resumed import
 * needs nothing but the cursor.
 */

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 200;

export interface OrdersQuery {
  since: Date | null;
  limit: number;
  /** After this change time and row. */
  after: { at: Date; row: number } | null;
}

interface CursorBody {
  s: string | null;
  u: string;
  i: number;
}

/** RFC 3339 date-time, with a zone. */
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/i;

const encodeCursor = (body: CursorBody) => Buffer.from(JSON.stringify(body)).toString('base64url');

function decodeCursor(cursor: string): CursorBody | null {
  try {
    const body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<CursorBody>;
    const valid =
      (body.s === null || (typeof body.s === 'string' && RFC3339.test(body.s))) &&
      typeof body.u === 'string' &&
      RFC3339.test(body.u) &&
      Number.isSafeInteger(body.i);
    return valid ? (body as CursorBody) : null;
  } catch {
    return null;
  }
}

export function parseOrdersQuery(raw: Record<string, unknown>): OrdersQuery | { errors: FieldError[] } {
  const errors: FieldError[] = [];
  const given = (name: string) => (typeof raw[name] === 'string' && raw[name] !== '' ? (raw[name] as string) : null);
  const limitText = given('limit');
  const limit = limitText === null ? DEFAULT_LIMIT : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    errors.push({ parameter: 'limit', code: 'invalid', detail: `limit must be an integer from 1 to ${MAX_LIMIT}.` });
  }
  let since: Date | null = null;
  let after: OrdersQuery['after'] = null;
  const cursorText = given('cursor');
  const sinceText = given('updated_since');
  if (cursorText !== null) {
    // The cursor carries its own filter.
    const cursor = decodeCursor(cursorText);
    if (cursor) {
      since = cursor.s === null ? null : new Date(cursor.s);
      after = { at: new Date(cursor.u), row: cursor.i };
    } else {
      errors.push({ parameter: 'cursor', code: 'invalid', detail: 'cursor is not one this API issued.' });
    }
  } else if (sinceText !== null) {
    since = RFC3339.test(sinceText) ? new Date(sinceText) : null;
    if (!since || Number.isNaN(since.getTime())) {
      errors.push({
        parameter: 'updated_since',
        code: 'invalid',
        detail: 'updated_since must be an RFC 3339 date-time, e.g. 2026-11-21T10:00:00Z.',
      });
    }
  }
  return errors.length > 0 ? { errors } : { since, limit, after };
}

/** One page, and the cursor of the next (null when this is the last). */
export async function findOrders(db: Db, shopId: number, query: OrdersQuery) {
  const rows = await db
    .select({ id: orders.id, body: orders.body, modified_at: orders.modified_at })
    .from(orders)
    .where(
      and(
        eq(orders.shop_id, shopId),
        query.since ? sql`${orders.modified_at} >= ${query.since.toISOString()}` : undefined,
        query.after
          ? sql`(${orders.modified_at}, ${orders.id}) > (${query.after.at.toISOString()}::timestamptz, ${query.after.row})`
          : undefined,
      ),
    )
    .orderBy(asc(orders.modified_at), asc(orders.id))
    // One more than asked says whether another page follows, so the last page is never an empty one.
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > query.limit && last
      ? encodeCursor({ s: query.since?.toISOString() ?? null, u: last.modified_at.toISOString(), i: last.id })
      : null;
  return { data: page.map((row) => row.body), next_cursor: nextCursor };
}
