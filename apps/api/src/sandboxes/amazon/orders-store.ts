import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { putOrder, type SandboxShop } from '../marketplace-kit/store.ts';
import { SANDBOX_MARKETPLACE_ID } from './app.ts';
import { sandboxMarketplaceOrders } from '../marketplace-kit/kit.schema.ts';
import type { AmazonOrderRecord } from './order-factory.ts';

/*
 * The Amazon sandbox's orders in the shared table: the body is the order with its items, `modified_at` its
 * LastUpdateDate. getOrders pages by keyset (last change, row id) inside a fixed window, so an order that changes
 * while a seller pages through moves out of this window into the next import, and no other order is skipped.
 */

export const AMAZON = 'amazon';

/** A store's home marketplace (the sandbox's stores: Amazon.com). */
const marketplaceOfShop = (shop: SandboxShop) => String(shop.settings.marketplaceId ?? SANDBOX_MARKETPLACE_ID);

/**
 * Every marketplace a store sells in, its home first: the unified account's (Amazon.com and Amazon.ca); a store opened
 * before the sandbox knew of Amazon.ca, only its home.
 */
export function marketplacesOfShop(shop: SandboxShop): string[] {
  const listed = shop.settings.marketplaceIds;
  return Array.isArray(listed) && listed.length > 0 ? listed.map(String) : [marketplaceOfShop(shop)];
}

/**
 * The marketplaces a getOrders / searchOrders call may read: those it names that the store sells in, or the message
 * of Amazon's 400 when it names none of them.
 */
export function askedMarketplaces(shop: SandboxShop, asked: string[]): string[] | string {
  const sold = marketplacesOfShop(shop).filter((id) => asked.includes(id));
  return sold.length > 0 ? sold : 'Invalid MarketplaceIds: the seller does not sell there.';
}

/** One multi-row insert: the bulk control writes up to 10,000 orders at once. */
export async function insertAmazonOrders(db: Db, shopId: number, records: AmazonOrderRecord[]): Promise<void> {
  if (records.length === 0) return;
  await db
    .insert(sandboxMarketplaceOrders)
    .values(
      records.map((record) => ({
        kind: AMAZON,
        shop_id: shopId,
        external_id: record.order.AmazonOrderId,
        body: record,
        created_at: new Date(record.order.PurchaseDate),
        modified_at: new Date(record.order.LastUpdateDate),
      })),
    )
    .onConflictDoNothing();
}

export async function saveAmazonOrder(db: Db, shopId: number, record: AmazonOrderRecord): Promise<void> {
  await putOrder(db, {
    kind: AMAZON,
    shopId,
    externalId: record.order.AmazonOrderId,
    body: record,
    at: new Date(record.order.LastUpdateDate),
  });
}

export interface OrdersWindow {
  after: Date;
  before: Date;
  /** The last row of the previous page. */
  from: { modifiedAt: Date; id: number } | null;
  limit: number;
}

/** One page of the window in the given marketplaces, oldest change first, and whether more follow. */
export async function amazonOrdersPage(db: Db, shopId: number, window: OrdersWindow, marketplaces: string[]) {
  const t = sandboxMarketplaceOrders;
  const rows = await db
    .select()
    .from(t)
    .where(
      and(
        eq(t.shop_id, shopId),
        inArray(sql`${t.body}->'order'->>'MarketplaceId'`, marketplaces),
        sql`${t.modified_at} >= ${window.after.toISOString()}`,
        sql`${t.modified_at} <= ${window.before.toISOString()}`,
        window.from
          ? sql`(${t.modified_at}, ${t.id}) > (${window.from.modifiedAt.toISOString()}::timestamptz, ${window.from.id})`
          : undefined,
      ),
    )
    .orderBy(asc(t.modified_at), asc(t.id))
    .limit(window.limit + 1);
  return { rows: rows.slice(0, window.limit), more: rows.length > window.limit };
}
