import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { currencyOfName } from '../marketplace-kit/currencies.ts';
import { shopByHandle, type SandboxShop } from '../marketplace-kit/store.ts';
import { sandboxMarketplaceOrders, sandboxMarketplaceShops } from '../marketplace-kit/kit.schema.ts';
import type { Order as MarketOrder } from './order.ts';
import { buildOrder } from './order-body.ts';
import { SEED_COUNT, seedPlans } from './order-plans.ts';
import { digestOf } from './random.ts';

/*
 * The sandbox's market shops: opened the first time a seller signs in at the consent page with a shop handle, with an
 * id derived from that handle (the same handle is the same shop on every run) and a dozen orders to start with. A few
 * handles open a shop in a state the market puts some real shops in (docs/sandbox-market.md).
 */

export const KIND = 'market';

/** Where the market shows a shop to buyers. */
export const STOREFRONT_URL = 'https://market.seller-cabinet.example/shops/';

/** The market's shop handles: 3–40 Latin letters, digits and inner hyphens, whatever the case. */
export const SHOP_HANDLE = /^[A-Za-z0-9][A-Za-z0-9-]{1,38}[A-Za-z0-9]$/;

/** active; suspended: the market has frozen the shop's sales (reads work, writes 403); closed: no open shop. */
export type ShopStatus = 'active' | 'suspended' | 'closed';

export interface MarketShopSettings {
  name: string;
  /** What the shop sells in: a currency's code as a word of its handle ("kyiv-eur"), USD otherwise. */
  currency: string;
  status: ShopStatus;
  /** The next order's running number (M-100001, …). */
  next_number: number;
}

export const settingsOf = (shop: SandboxShop) => shop.settings as unknown as MarketShopSettings;

const FIRST_NUMBER = 100_001;

/** The handle's special state (docs/sandbox-market.md "Special handles"). */
export function statusOfHandle(handle: string): ShopStatus {
  if (/suspended/i.test(handle)) return 'suspended';
  if (/closed/i.test(handle)) return 'closed';
  return 'active';
}

/** "kyiv-ceramics" → "Kyiv Ceramics". */
const nameOf = (handle: string) =>
  handle
    .split('-')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');

/** The shop signing in: found, or opened with its first orders. Handles are case-insensitive. */
export async function openShop(db: Db, typed: string, now: Date): Promise<SandboxShop> {
  const handle = typed.toLowerCase();
  const status = statusOfHandle(handle);
  const externalId = `shp_${digestOf(KIND, handle).slice(0, 16)}`;
  const { shop, created } = await shopByHandle(
    db,
    KIND,
    handle,
    () => ({
      externalId,
      settings: {
        name: nameOf(handle),
        currency: currencyOfName(handle),
        status,
        next_number: FIRST_NUMBER + SEED_COUNT,
      } satisfies MarketShopSettings,
    }),
    now,
  );
  if (created && status !== 'closed') {
    const { currency } = settingsOf(shop);
    await insertOrders(db, shop, seedPlans({ externalId, firstNumber: FIRST_NUMBER, currency }, now).map(buildOrder));
  }
  return shop;
}

/** Takes `count` order numbers from the shop's counter in one statement (racing requests get distinct numbers). */
export async function takeNumbers(db: Db, shop: SandboxShop, count: number): Promise<number> {
  const [row] = await db
    .update(sandboxMarketplaceShops)
    .set({
      settings: sql`jsonb_set(${sandboxMarketplaceShops.settings}, '{next_number}',
        to_jsonb((${sandboxMarketplaceShops.settings}->>'next_number')::bigint + ${count}))`,
    })
    .where(eq(sandboxMarketplaceShops.id, shop.id))
    .returning({ next: sql<string>`${sandboxMarketplaceShops.settings}->>'next_number'` });
  return Number(row!.next) - count;
}

/**
 * Adds orders in one multi-row insert (six parameters a row: 10,000 orders stay under PostgreSQL's 65,535); created
 * and modified times are the order's own.
 */
export async function insertOrders(db: Db, shop: SandboxShop, orders: MarketOrder[]): Promise<void> {
  if (orders.length === 0) return;
  await db.insert(sandboxMarketplaceOrders).values(
    orders.map((order) => ({
      kind: KIND,
      shop_id: shop.id,
      external_id: order.id,
      body: order as unknown as Record<string, unknown>,
      created_at: new Date(order.created_at),
      modified_at: new Date(order.updated_at),
    })),
  );
}

/** `GET /v1/me/shop`. */
export function shopView(shop: SandboxShop) {
  const settings = settingsOf(shop);
  return {
    id: shop.external_id,
    handle: shop.handle,
    name: settings.name,
    url: `${STOREFRONT_URL}${shop.handle}`,
    currency: settings.currency,
  };
}
