import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type {
  DeliveryStatus,
  HandoverMethod,
  PaymentState,
  PendingAction,
  PriceBreakdown,
  ShipmentParty,
  ShipmentStatus,
  ShipmentType,
} from '@cabinet/contracts/shipments';
import type { DeliveryType } from '@cabinet/contracts/tariffs';
import { accounts, users } from '../account/account.schema.ts';

/** Measured at a warehouse: grams and millimetres. */
export interface StoredMeasure {
  weight_g: number;
  length_mm: number;
  width_mm: number;
  height_mm: number;
}

/**
 * §3 Shipment. Sender and recipient are snapshots of address-book entries taken at creation. Sizes are kept in
 * millimetres and grams, money in USD cents. `search_text` is the lower-cased number, tracks and recipient name the
 * list's text search scans. A bulk parcel points at its master box through `parent_id`.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    parent_id: integer().references((): AnyPgColumn => shipments.id, { onDelete: 'cascade' }),
    type: text().$type<ShipmentType>().notNull(),
    delivery_type: text().$type<DeliveryType>(),
    status: text().$type<ShipmentStatus>().notNull().default('customer_created'),
    /** The status a frozen shipment returns to when it is unfrozen. */
    status_before_freeze: text().$type<ShipmentStatus>(),
    status_changed_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    delivery_status: text().$type<DeliveryStatus>().notNull().default('not_registered'),
    track_number: text(),
    internal_track: text(),
    handover: text().$type<HandoverMethod>().notNull(),
    sender: jsonb().$type<ShipmentParty>().notNull(),
    recipient: jsonb().$type<ShipmentParty>(),
    order_number: text().notNull().default(''),
    order_total: bigint({ mode: 'number' }),
    length_mm: integer().notNull(),
    width_mm: integer().notNull(),
    height_mm: integer().notNull(),
    weight_g: integer().notNull(),
    measured: jsonb().$type<StoredMeasure>(),
    customs_value: bigint({ mode: 'number' }).notNull(),
    insurance: bigint({ mode: 'number' }),
    to_hands: boolean().notNull().default(false),
    tags: jsonb().$type<string[]>().notNull().default([]),
    proof_files: jsonb().$type<{ filename: string; original_name: string }[]>().notNull().default([]),
    content: text().notNull().default(''),
    price: bigint({ mode: 'number' }).notNull(),
    price_breakdown: jsonb().$type<PriceBreakdown>().notNull(),
    /** The ledger hold of the price (ARCHITECTURE §5), captured when the shipment leaves, released on delete. */
    hold_id: integer(),
    payment_state: text().$type<PaymentState>().notNull().default('held'),
    amount_due: bigint({ mode: 'number' }),
    pending_action: text().$type<PendingAction>(),
    /** Why the measured parcel fits its delivery type no more (a tariffs exclusion reason), while `fix_delivery`. */
    delivery_problem: text(),
    search_text: text().notNull().default(''),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // §5 double-shipment guard: one live shipment per marketplace order and account.
    uniqueIndex('shipments_one_per_order')
      .on(t.account_id, t.order_number)
      .where(sql`${t.order_number} <> ''`),
    // The seller's list (docs/shipments.md "List"): top-level rows newest first, with what the filters read as
    // key columns, so a page and its total are index-only scans. DESC NULLS FIRST is what ORDER BY … DESC means.
    index('shipments_list_idx')
      .on(t.account_id, t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst(), t.type, t.search_text)
      .where(sql`${t.parent_id} is null`),
    index('shipments_list_status_idx')
      .on(t.account_id, t.status, t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst(), t.type, t.search_text)
      .where(sql`${t.parent_id} is null`),
    index('shipments_list_pending_idx')
      .on(t.account_id, t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.parent_id} is null and ${t.pending_action} is not null`),
    index('shipments_parent_idx').on(t.parent_id),
    index('shipments_status_idx').on(t.status, t.status_changed_at),
    // The warehouse's scanner finds a parcel by the track or TTN on its label (issue 23), whatever the case.
    index('shipments_track_lookup_idx').on(sql`lower(${t.track_number})`),
    index('shipments_ttn_lookup_idx').on(sql`lower(${t.internal_track})`),
    check('shipments_positive_sizes', sql`${t.length_mm} > 0 and ${t.width_mm} > 0 and ${t.height_mm} > 0`),
  ],
);

/** §3 content / `/shipping/parcel_products/{id}`: the parcel's customs lines, in the order entered. */
export const shipmentLines = pgTable(
  'shipment_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    shipment_id: integer()
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    name_ua: text().notNull(),
    name_en: text().notNull(),
    quantity: integer().notNull(),
    unit_value: bigint({ mode: 'number' }).notNull(),
    hs_code: text().notNull(),
    sku: text().notNull().default(''),
  },
  (t) => [index('shipment_lines_shipment_idx').on(t.shipment_id, t.position)],
);

/** The timeline: every status change (and re-quote, label, payment) with who made it. */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    shipment_id: integer()
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    status: text().$type<ShipmentStatus>().notNull(),
    note: text().notNull().default(''),
    actor: text().$type<'seller' | 'operator' | 'system'>().notNull(),
    operator_id: integer().references(() => users.id, { onDelete: 'set null' }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipment_events_shipment_idx').on(t.shipment_id, t.at)],
);
