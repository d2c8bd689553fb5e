import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { shopByHandle, type SandboxShop } from '../marketplace-kit/store.ts';
import { sandboxMarketplaceOrders, sandboxMarketplaceShops } from '../marketplace-kit/kit.schema.ts';
import { currencyOfName } from '../marketplace-kit/currencies.ts';
import { CATALOG } from './catalog.ts';
import { seedPlans, withRefunds } from './orders.ts';
import { buildReceipt, type SandboxReceipt } from './receipts.ts';

/*
 * The sandbox's Etsy shops: opened the first time someone signs in at the consent page with a shop name, with ids
 * derived from that name (the same name is the same shop on every run) and a dozen receipts to start with. A few
 * names open a shop in a state Etsy puts some real shops in (docs/sandbox-etsy.md).
 */

export const KIND = 'etsy';

export interface EtsyShopSettings {
  user_id: number;
  shop_name: string;
  /** False: an Etsy member without a shop (getShopByOwnerUserId answers 404). */
  has_shop: boolean;
  /** What the shop sells in: every receipt's Money (docs/sandbox-etsy.md, "Special shop names"). */
  currency_code: string;
  next_receipt_id: number;
}

export const settingsOf = (shop: SandboxShop) => shop.settings as unknown as EtsyShopSettings;

/** Etsy's shop names: 4–20 letters and digits. */
export const SHOP_NAME = /^[A-Za-z0-9]{4,20}$/;

/** Names that open a shop in a special state. */
export const specialHandle = (handle: string) => ({
  /** Etsy has withdrawn tracking uploads and receipt addresses from this shop (new sellers in US, CA, FR, DE, TR). */
  restricted: /restricted/i.test(handle),
  /** The member who signs in has no shop at all. */
  noShop: /noshop/i.test(handle),
  /** Two of the dozen come refunded: one in part, one in full. */
  refunds: /refund/i.test(handle),
  /** Etsy has not granted the app buyers' e-mails: `buyer_email` is null (access is case by case). */
  privateEmail: /private/i.test(handle),
});

const SEED_COUNT = 12;

function idsOf(handle: string) {
  const digest = createHash('sha256').update(handle.toLowerCase()).digest();
  const shopId = 20_000_000 + (digest.readUInt32BE(0) % 70_000_000);
  return {
    shopId,
    userId: 100_000_000 + (digest.readUInt32BE(4) % 800_000_000),
    // Each shop numbers its receipts in a range of its own, like Etsy's ten-digit receipt ids.
    firstReceiptId: 3_000_000_000 + (shopId % 100_000) * 10_000,
  };
}

export const sellerOf = (shop: SandboxShop) => ({
  userId: settingsOf(shop).user_id,
  email: `${shop.handle}@sandbox.example`,
});

/** The shop signing in: found, or opened with its first receipts. */
export async function openShop(db: Db, handle: string, now: Date): Promise<SandboxShop> {
  const ids = idsOf(handle);
  const special = specialHandle(handle);
  // Etsy's shop names are unique whatever their case: "MugsByOlena" and "mugsbyolena" are one shop.
  const { shop, created } = await shopByHandle(
    db,
    KIND,
    handle.toLowerCase(),
    () => ({
      externalId: String(ids.shopId),
      trackingRestricted: special.restricted,
      settings: {
        user_id: ids.userId,
        shop_name: handle,
        has_shop: !special.noShop,
        currency_code: currencyOfName(handle),
        next_receipt_id: ids.firstReceiptId + SEED_COUNT,
      } satisfies EtsyShopSettings,
    }),
    now,
  );
  if (created && !special.noShop) {
    const plans = seedPlans(
      {
        receiptId: ids.firstReceiptId,
        seller: sellerOf(shop),
        currency: settingsOf(shop).currency_code,
        seed: ids.shopId,
      },
      now,
    );
    await insertReceipts(db, shop, (special.refunds ? withRefunds(plans) : plans).map(buildReceipt));
  }
  return shop;
}

/** Takes `count` receipt ids from the shop's counter in one statement (racing requests get distinct ids). */
export async function takeReceiptIds(db: Db, shop: SandboxShop, count: number): Promise<number> {
  const [row] = await db
    .update(sandboxMarketplaceShops)
    .set({
      settings: sql`jsonb_set(${sandboxMarketplaceShops.settings}, '{next_receipt_id}',
        to_jsonb((${sandboxMarketplaceShops.settings}->>'next_receipt_id')::bigint + ${count}))`,
    })
    .where(eq(sandboxMarketplaceShops.id, shop.id))
    .returning({ next: sql<string>`${sandboxMarketplaceShops.settings}->>'next_receipt_id'` });
  return Number(row!.next) - count;
}

/** Six parameters a row: PostgreSQL takes at most 65,535 in one statement. */
const ROWS_PER_INSERT = 5_000;

/** Adds receipts with multi-row inserts; created and modified times are the receipt's own. */
export async function insertReceipts(db: Db, shop: SandboxShop, receipts: SandboxReceipt[]): Promise<void> {
  for (let start = 0; start < receipts.length; start += ROWS_PER_INSERT) {
    await db.insert(sandboxMarketplaceOrders).values(
      receipts.slice(start, start + ROWS_PER_INSERT).map((receipt) => ({
        kind: KIND,
        shop_id: shop.id,
        external_id: String(receipt.receipt_id),
        body: receipt,
        created_at: new Date(receipt.create_timestamp * 1000),
        modified_at: new Date(receipt.update_timestamp * 1000),
      })),
    );
  }
}

const ADDRESS_FIELDS = ['first_line', 'second_line', 'city', 'state', 'zip', 'country_iso', 'formatted_address'];

/**
 * A receipt as the shop's app may see it: Etsy withdraws the address from restricted shops, and the buyer's e-mail
 * from apps it has not granted it.
 */
export function receiptView(shop: SandboxShop, receipt: Record<string, unknown>): Record<string, unknown> {
  const email = specialHandle(shop.handle).privateEmail ? { buyer_email: null } : {};
  if (!shop.tracking_restricted) return { ...receipt, ...email };
  return { ...receipt, ...email, ...Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, null])) };
}

/** The Shop resource (getShop, getShopByOwnerUserId). */
export function shopView(shop: SandboxShop): Record<string, unknown> {
  const settings = settingsOf(shop);
  const created = Math.floor(shop.created_at.getTime() / 1000);
  return {
    shop_id: Number(shop.external_id),
    user_id: settings.user_id,
    shop_name: settings.shop_name,
    create_date: created,
    created_timestamp: created,
    title: `${settings.shop_name}: handmade in Ukraine`,
    announcement: null,
    currency_code: settings.currency_code,
    is_vacation: false,
    vacation_message: null,
    sale_message: 'Thank you for your order!',
    digital_sale_message: null,
    update_date: created,
    updated_timestamp: created,
    listing_active_count: CATALOG.length,
    digital_listing_count: 0,
    login_name: shop.handle,
    accepts_custom_requests: true,
    // The shop's policies are the structured ones: none of the free-text policy fields is set.
    policy_welcome: null,
    policy_payment: null,
    policy_shipping: null,
    policy_refunds: null,
    policy_additional: null,
    policy_seller_info: null,
    policy_update_date: created,
    policy_has_private_receipt_info: false,
    has_unstructured_policies: false,
    policy_privacy: null,
    vacation_autoreply: null,
    url: `https://www.etsy.com/shop/${encodeURIComponent(settings.shop_name)}`,
    image_url_760x100: null,
    num_favorers: 0,
    languages: ['en-US'],
    icon_url_fullxfull: null,
    is_using_structured_policies: true,
    has_onboarded_structured_policies: true,
    include_dispute_form_link: false,
    is_direct_checkout_onboarded: true,
    is_etsy_payments_onboarded: true,
    is_calculated_eligible: false,
    is_opted_in_to_buyer_promise: true,
    // Etsy withdraws tracking from new shops in some countries; the sandbox's restricted shops are in the US.
    is_shop_us_based: shop.tracking_restricted,
    shipping_from_country_iso: shop.tracking_restricted ? 'US' : 'UA',
    shop_location_country_iso: shop.tracking_restricted ? 'US' : 'UA',
    transaction_sold_count: 0,
    review_count: 0,
    review_average: null,
  };
}
