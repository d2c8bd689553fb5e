import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { sandboxMarketplaceShops, sandboxMarketplaceTokens } from '../marketplace-kit/kit.schema.ts';
import { currencyOfName } from '../marketplace-kit/currencies.ts';
import { shopByHandle, type SandboxShop } from '../marketplace-kit/store.ts';
import { insertOrders } from './order-store.ts';
import { seedOrders } from './seed.ts';

/*
 * A Shopify sandbox shop: its row in the shared shops table (handle and external id = its myshopify domain) and what
 * Shopify keeps about it in `settings` — its name and plan, the scopes our app was granted, the order counter, and
 * the refresh tokens being retired. Special words in the domain pick the failure branches docs/sandbox-shopify.md lists.
 */

export const KIND = 'shopify';

/** A refresh token replaced by a refresh: still valid until its replacement is first used (Shopify, Aug 2026). */
export interface RetiringRefresh {
  oldRefresh: string;
  newAccess: string;
  newRefresh: string;
}

export interface ShopifyShopSettings {
  name: string;
  plan: 'standard' | 'plus';
  /** The store's plan is frozen (unpaid bill): the Admin API answers 402. */
  frozen: boolean;
  /** Shopify has not approved the app for protected customer data: those fields are refused (ACCESS_DENIED). */
  customerDataDenied: boolean;
  currency: string;
  /** The last order sequence used; an order's number is 1000 + its sequence. */
  orderSeq: number;
  scopes: string[];
  retiring: RetiringRefresh[];
}

export function settingsOf(shop: SandboxShop): ShopifyShopSettings {
  const s = shop.settings as Partial<ShopifyShopSettings>;
  return {
    name: s.name ?? shop.handle,
    plan: s.plan ?? 'standard',
    frozen: s.frozen ?? false,
    customerDataDenied: s.customerDataDenied ?? false,
    currency: s.currency ?? 'USD',
    orderSeq: s.orderSeq ?? 0,
    scopes: s.scopes ?? [],
    retiring: s.retiring ?? [],
  };
}

/** "kyiv-crafts.myshopify.com" → "Kyiv Crafts": what the merchant would have named it. */
const nameOf = (domain: string) =>
  domain
    .replace(/\.myshopify\.com$/, '')
    .split('-')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');

/** The shop signing in at the consent page; a new one is opened with its history (unless its domain says `empty`). */
export async function openShop(db: Db, domain: string, now: Date): Promise<SandboxShop> {
  const seeded = !domain.includes('empty');
  const { shop, created } = await shopByHandle(
    db,
    KIND,
    domain,
    () => ({
      externalId: domain,
      settings: {
        name: nameOf(domain),
        plan: domain.includes('plus') ? 'plus' : 'standard',
        frozen: domain.includes('frozen'),
        customerDataDenied: domain.includes('protected'),
        // A currency's code as a word of the domain ("kyiv-eur.myshopify.com") is the shop's currency.
        currency: currencyOfName(domain),
        orderSeq: 0,
        scopes: [],
        retiring: [],
      } satisfies ShopifyShopSettings,
    }),
    now,
  );
  if (!created || !seeded) return shop;
  const orders = seedOrders(shop.id, settingsOf(shop).currency, now);
  await allocateSeq(db, shop.id, orders.length);
  await insertOrders(db, shop.id, orders);
  return shop;
}

export async function updateSettings(db: Db, shop: SandboxShop, patch: Partial<ShopifyShopSettings>): Promise<void> {
  await db
    .update(sandboxMarketplaceShops)
    .set({ settings: sql`${sandboxMarketplaceShops.settings} || ${JSON.stringify(patch)}::jsonb` })
    .where(eq(sandboxMarketplaceShops.id, shop.id));
}

/** Reserves `count` order sequences; returns the first. Atomic, so concurrent new orders never share a number. */
export async function allocateSeq(db: Db, shopId: number, count: number): Promise<number> {
  const [row] = await db
    .update(sandboxMarketplaceShops)
    .set({
      settings: sql`jsonb_set(${sandboxMarketplaceShops.settings}, '{orderSeq}', to_jsonb(coalesce((${sandboxMarketplaceShops.settings}->>'orderSeq')::int, 0) + ${count}))`,
    })
    .where(eq(sandboxMarketplaceShops.id, shopId))
    .returning({ last: sql<number>`(${sandboxMarketplaceShops.settings}->>'orderSeq')::int` });
  return Number(row!.last) - count + 1;
}

/** Revokes one token by its hash (the store's revokeTokens wants the token itself, which a retiring entry no longer has). */
export async function revokeTokenHash(db: Db, hash: string, now: Date): Promise<void> {
  await db.update(sandboxMarketplaceTokens).set({ revoked_at: now }).where(eq(sandboxMarketplaceTokens.hash, hash));
}
