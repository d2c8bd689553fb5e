import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TrackPackage } from '@cabinet/contracts/order-tracks';
import type { BuyerErasure, OrderAddress } from '@cabinet/contracts/orders';
import type { ShopKind } from '@cabinet/contracts/shops';
import { accounts } from '../account/account.schema.ts';
import { shops } from '../shops/shops.schema.ts';

export interface StoredOrderLine {
  external_id: string;
  sku: string | null;
  title: string;
  quantity: number;
  /** Unit price in the order's minor units. */
  price: number;
  variation: string | null;
  personalization: string | null;
}

/**
 * Marketplace orders as imported (docs/orders.md): our normalised copy of each, with the marketplace's own payload
 * for support. One row per (shop, external id): re-running or racing the import updates it, never duplicates it, and
 * an older copy never overwrites a newer one. Money is in the order's currency's minor units.
 */
export const marketplaceOrders = pgTable(
  'marketplace_orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    shop_id: integer()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    kind: text().$type<ShopKind>().notNull(),
    external_id: text().notNull(),
    number: text().notNull(),
    status: text().notNull(),
    payment_status: text().notNull(),
    crm_status: text().notNull().default('new'),
    ordered_at: timestamp({ withTimezone: true }).notNull(),
    marketplace_updated_at: timestamp({ withTimezone: true }).notNull(),
    buyer_name: text(),
    buyer_email: text(),
    buyer_note: text(),
    seller_note: text().notNull().default(''),
    ship_to: jsonb().$type<OrderAddress>(),
    country: text(),
    currency: text().notNull(),
    subtotal: bigint({ mode: 'number' }).notNull(),
    discount: bigint({ mode: 'number' }).notNull(),
    tax: bigint({ mode: 'number' }).notNull(),
    shipping: bigint({ mode: 'number' }).notNull(),
    fees: bigint({ mode: 'number' }),
    total: bigint({ mode: 'number' }).notNull(),
    /**
     * What the buyer paid when they paid in another currency than the order's (docs/orders.md, "Currencies"), in
     * minor units of `buyer_currency`; both null when they paid the total itself.
     */
    buyer_currency: text(),
    buyer_total: bigint({ mode: 'number' }),
    lines: jsonb().$type<StoredOrderLine[]>().notNull(),
    items_count: integer().notNull(),
    /** Lower-cased number, buyer, SKUs and titles: what the list's text search scans. */
    search_text: text().notNull(),
    tags: jsonb().$type<string[]>().notNull().default([]),
    raw: jsonb().notNull(),
    /** Why the buyer was forgotten (docs/shops.md, "Buyers' personal data"); null while they are known. */
    buyer_erased: text().$type<BuyerErasure>(),
    /** When the marketplace's data rules make us forget the buyer (Amazon); null when they set no limit. */
    buyer_data_until: timestamp({ withTimezone: true }),
    /** The marketplace ships it from its own warehouse (Amazon FBA): nothing for the seller to ship or confirm. */
    fulfilled_by_marketplace: boolean().notNull().default(false),
    /**
     * The buyer asked the marketplace to cancel and the seller has not answered yet (eBay's cancelState IN_PROGRESS):
     * the seller accepts or declines there; an import clears it once they have.
     */
    cancel_requested: boolean().notNull().default(false),
    track_state: text().$type<'none' | 'pending' | 'sent' | 'refused' | 'failed'>().notNull().default('none'),
    track_numbers: jsonb().$type<string[]>().notNull().default([]),
    /**
     * The parcels behind the numbers (docs/orders.md "Tracks"): each with its lines and when the marketplace took it
     * (ISO; null: not yet). A parcel sent is never sent again when a later one fails and is retried.
     */
    track_packages: jsonb().$type<TrackPackage[]>().notNull().default([]),
    track_carrier: text(),
    /** Our code of why the track was refused or failed (translated when shown). */
    track_error: text(),
    track_sent_at: timestamp({ withTimezone: true }),
    track_attempts: integer().notNull().default(0),
    track_next_attempt_at: timestamp({ withTimezone: true }),
    imported_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('marketplace_orders_external_idx').on(t.shop_id, t.external_id),
    // The seller's list (docs/orders.md "List"): newest first, with every column the filters read as key columns,
    // so a page and its total are index-only scans. DESC NULLS FIRST is what ORDER BY … DESC means.
    index('marketplace_orders_list_idx').on(
      t.account_id,
      t.ordered_at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.kind,
      t.shop_id,
      t.status,
      t.payment_status,
      t.crm_status,
      t.track_state,
      t.search_text,
    ),
    index('marketplace_orders_buyer_data_due_idx')
      .on(t.buyer_data_until)
      .where(sql`buyer_erased is null and buyer_data_until is not null`),
    index('marketplace_orders_track_due_idx')
      .on(t.track_next_attempt_at)
      .where(sql`track_state = 'pending'`),
  ],
);
export type OrderRow = typeof marketplaceOrders.$inferSelect;

/** §1 CRM: when the seller first used it (the 30-day trial counts from then). */
export const crmTrials = pgTable('crm_trials', {
  account_id: integer()
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  started_at: timestamp({ withTimezone: true }).notNull(),
});
