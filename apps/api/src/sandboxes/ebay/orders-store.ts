import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.ts';
import { putOrder } from '../marketplace-kit/store.ts';
import { sandboxMarketplaceOrders } from '../marketplace-kit/kit.schema.ts';
import type { EbayOrderRecord } from './order-factory.ts';

/*
 * The eBay sandbox's orders in the shared table: the body holds the order and its shipping fulfilments,
 * `created_at` is its creationDate, `modified_at` its lastModifiedDate. getOrders sees only the last 90 days.
 */

export const EBAY = 'ebay';
/** The sandbox's application tokens (client credentials) are kept under this kind: they belong to no user. */
export const EBAY_APP = 'ebay-app';
const t = sandboxMarketplaceOrders;

/** One multi-row insert: the bulk control writes up to 10,000 orders at once. */
export async function insertEbayOrders(db: Db, shopId: number, records: EbayOrderRecord[]): Promise<void> {
  if (records.length === 0) return;
  await db
    .insert(t)
    .values(
      records.map((record) => ({
        kind: EBAY,
        shop_id: shopId,
        external_id: record.order.orderId,
        body: record,
        created_at: new Date(record.order.creationDate),
        modified_at: new Date(record.order.lastModifiedDate),
      })),
    )
    .onConflictDoNothing();
}

export async function saveEbayOrder(db: Db, shopId: number, record: EbayOrderRecord): Promise<void> {
  await putOrder(db, {
    kind: EBAY,
    shopId,
    externalId: record.order.orderId,
    body: record,
    at: new Date(record.order.lastModifiedDate),
  });
}

/** An order by its id (Post-Order's `legacyOrderId` is the same id since eBay's order ids took one format). */
export async function ebayOrderByAnyId(db: Db, shopId: number, id: string): Promise<EbayOrderRecord | null> {
  if (id.length === 0 || id.length > 100) return null;
  const [row] = await db
    .select({ body: t.body })
    .from(t)
    .where(and(eq(t.shop_id, shopId), eq(t.external_id, id)));
  return (row?.body as EbayOrderRecord | undefined) ?? null;
}

export interface OrdersQuery {
  createdFrom: Date;
  created?: { from: Date; to?: Date };
  modified?: { from: Date; to?: Date };
  fulfillmentStatuses?: string[];
  offset: number;
  limit: number;
}

const range = (column: AnyPgColumn, window: { from: Date; to?: Date }): SQL[] => [
  sql`${column} >= ${window.from.toISOString()}`,
  ...(window.to ? [sql`${column} <= ${window.to.toISOString()}`] : []),
];

/** One page of a user's orders (oldest change first) and how many match. */
export async function ebayOrdersPage(db: Db, shopId: number, query: OrdersQuery) {
  const where = and(
    eq(t.shop_id, shopId),
    sql`${t.created_at} >= ${query.createdFrom.toISOString()}`,
    ...(query.created ? range(t.created_at, query.created) : []),
    ...(query.modified ? range(t.modified_at, query.modified) : []),
    query.fulfillmentStatuses
      ? sql`${t.body}->'order'->>'orderFulfillmentStatus' in (${sql.join(
          query.fulfillmentStatuses.map((status) => sql`${status}`),
          sql`, `,
        )})`
      : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db.select().from(t).where(where).orderBy(asc(t.modified_at), asc(t.id)).limit(query.limit).offset(query.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(t)
      .where(where),
  ]);
  return { records: rows.map((row) => row.body as EbayOrderRecord), total: count?.n ?? 0 };
}
