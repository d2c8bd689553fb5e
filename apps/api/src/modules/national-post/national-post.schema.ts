import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { NationalPostLine, NationalPostStatus } from '@cabinet/contracts/national-post';
import { accounts } from '../account/account.schema.ts';

/** A party as the shipment copied it from the address book when it was created. */
export interface NationalPostParty {
  name: string;
  phone: string;
  email: string;
  country: string;
  state: string;
  city: string;
  zip: string;
  address_line1: string;
  address_line2: string;
  /** A company (the address book's company entry) and its EDRPOU, which Ukrposhta needs of a company client. */
  company?: boolean;
  edrpou?: string;
}

/** The seller's national-post shipments (docs/national-post.md): our side of what Ukrposhta holds. */
export const nationalPostShipments = pgTable(
  'national_post_shipments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    status: text().$type<NationalPostStatus>().notNull(),
    uuid: text().unique(),
    barcode: text(),
    package_type: text().notNull(),
    category: text().notNull(),
    currency: text().notNull(),
    weight_g: integer().notNull(),
    length_cm: integer().notNull(),
    width_cm: integer().notNull(),
    height_cm: integer().notNull(),
    sender: jsonb().$type<NationalPostParty>().notNull(),
    recipient: jsonb().$type<NationalPostParty>().notNull(),
    /** The recipient's name, apart for the list's search. */
    recipient_name: text().notNull(),
    lines: jsonb().$type<NationalPostLine[]>().notNull(),
    /** The declared value in SDR × 100, from which the customs form was chosen. */
    value_sdr_cents: bigint({ mode: 'number' }).notNull(),
    /** Ukrposhta's price in kopiykas, and what the seller pays for it in cents (USD). */
    delivery_price_uah: bigint({ mode: 'number' }),
    price_usd: bigint({ mode: 'number' }),
    failure: text(),
    charge_journal_id: integer(),
    created_by: integer(),
    created_at: timestamp({ withTimezone: true }).notNull(),
    paid_at: timestamp({ withTimezone: true }),
    accepted_at: timestamp({ withTimezone: true }),
    deleted_at: timestamp({ withTimezone: true }),
  },
  (t) => [index('national_post_shipments_account_idx').on(t.account_id, t.created_at.desc())],
);
export type NationalPostRow = typeof nationalPostShipments.$inferSelect;
