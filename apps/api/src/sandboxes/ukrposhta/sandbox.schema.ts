import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * Ukrposhta's sandbox keeps its own records (it is an outside system, ARCHITECTURE §6): addresses, clients and
 * shipments as the eCom API models them — separate objects, each with its own id — and when a parcel was accepted
 * at a post office, from which its tracking events follow.
 */

export const sandboxUkrposhtaAddresses = pgTable('sandbox_ukrposhta_addresses', {
  id: integer().primaryKey().generatedAlwaysAsIdentity({ startWith: 1_000_001 }),
  /** The address as it was posted (postcode, country, city, foreignStreetHouseApartment, …). */
  body: jsonb().$type<Record<string, unknown>>().notNull(),
  created_at: timestamp({ withTimezone: true }).notNull(),
});

export const sandboxUkrposhtaClients = pgTable('sandbox_ukrposhta_clients', {
  uuid: text().primaryKey(),
  /** INDIVIDUAL, COMPANY or PRIVATE_ENTREPRENEUR; fixed once created, as in production. */
  type: text().notNull(),
  address_id: integer().notNull(),
  body: jsonb().$type<Record<string, unknown>>().notNull(),
  created_at: timestamp({ withTimezone: true }).notNull(),
});

export const sandboxUkrposhtaShipments = pgTable(
  'sandbox_ukrposhta_shipments',
  {
    /** The serial of the S10 barcode. */
    serial: integer().primaryKey().generatedAlwaysAsIdentity({ startWith: 10_000_001 }),
    uuid: text().notNull().unique(),
    barcode: text().notNull().unique(),
    package_type: text().notNull(),
    /** The lifecycle status: CREATED until a post office accepts the parcel. */
    status: text().notNull(),
    /** What the sender pays, in kopiykas. */
    delivery_price: bigint({ mode: 'number' }).notNull(),
    body: jsonb().$type<Record<string, unknown>>().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull(),
    accepted_at: timestamp({ withTimezone: true }),
  },
  (t) => [index('sandbox_ukrposhta_shipments_created_idx').on(t.created_at)],
);
