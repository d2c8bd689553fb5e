import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * Ukrposhta's sandbox keeps its own records (it is an outside system, ARCHITECTURE §6): addresses, clients and
 * shipments as the eCom API models them — separate objects, each with its own id — and when a parcel was accepted
 * at a post office, from which its tracking events follow. Every object belongs to the counterparty (a contract, known
 * by its token) that created it, as at Ukrposhta: another counterparty's token finds nothing of it.
 */

/**
 * The installation's own eCom and StatusTracking bearers, made at first use (none is published): one row.
 */
export const sandboxUkrposhtaInstallation = pgTable('sandbox_ukrposhta_installation', {
  id: integer().primaryKey(),
  ecom_bearer: text().notNull(),
  tracking_bearer: text().notNull(),
  created_at: timestamp({ withTimezone: true }).notNull(),
});

/**
 * The sandbox's contracts: each cabinet account of this installation has its own counterparty, whose token scopes
 * every address, client and shipment made with it.
 */
export const sandboxUkrposhtaCounterparties = pgTable('sandbox_ukrposhta_counterparties', {
  uuid: text().primaryKey(),
  token: text().notNull().unique(),
  account_id: integer().notNull().unique(),
  created_at: timestamp({ withTimezone: true }).notNull(),
});

export const sandboxUkrposhtaAddresses = pgTable('sandbox_ukrposhta_addresses', {
  id: integer().primaryKey().generatedAlwaysAsIdentity({ startWith: 1_000_001 }),
  /** The counterparty that created it; rows from before counterparties belong to none. */
  counterparty_uuid: text(),
  /** The address as it was posted (postcode, country, city, foreignStreetHouseApartment, …). */
  body: jsonb().$type<Record<string, unknown>>().notNull(),
  created_at: timestamp({ withTimezone: true }).notNull(),
});

export const sandboxUkrposhtaClients = pgTable('sandbox_ukrposhta_clients', {
  uuid: text().primaryKey(),
  counterparty_uuid: text(),
  /** INDIVIDUAL, COMPANY or PRIVATE_ENTREPRENEUR; fixed once created, as in production. */
  type: text().notNull(),
  address_id: integer().notNull(),
  body: jsonb().$type<Record<string, unknown>>().notNull(),
  created_at: timestamp({ withTimezone: true }).notNull(),
});

export const sandboxUkrposhtaShipments = pgTable(
  'sandbox_ukrposhta_shipments',
  {
    /** The row's number (barcodes are drawn at random, never from it). */
    serial: integer().primaryKey().generatedAlwaysAsIdentity({ startWith: 10_000_001 }),
    uuid: text().notNull().unique(),
    counterparty_uuid: text(),
    barcode: text().notNull().unique(),
    package_type: text().notNull(),
    /** The lifecycle status: CREATED until a post office accepts the parcel. */
    status: text().notNull(),
    /** What the sender pays, in kopiykas. */
    delivery_price: bigint({ mode: 'number' }).notNull(),
    body: jsonb().$type<Record<string, unknown>>().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull(),
    accepted_at: timestamp({ withTimezone: true }),
    /** When the destination sent it back (refused or not collected): its tracking turns homeward from then. */
    returned_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('sandbox_ukrposhta_shipments_created_idx').on(t.created_at),
    index('sandbox_ukrposhta_shipments_counterparty_idx').on(t.counterparty_uuid),
  ],
);
