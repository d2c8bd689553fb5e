import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { DeliveryType, TariffZone } from '@cabinet/contracts/tariffs';
import { users } from '../account/account.schema.ts';

/** One weight band in minor units (USD cents): see docs/tariffs.md. */
export interface StoredBand {
  up_to_g: number;
  base: number;
  per_100g: number;
}

/**
 * The rate table of one delivery type in one destination zone. Default tables are inserted on first use
 * (missing pairs only), so operators' edits survive restarts; an empty `bands` list means "not offered".
 */
export const tariffTables = pgTable(
  'tariff_tables',
  {
    delivery_type: text().$type<DeliveryType>().notNull(),
    zone: text().$type<TariffZone>().notNull(),
    days_min: integer().notNull(),
    days_max: integer().notNull(),
    bands: jsonb().$type<StoredBand[]>().notNull(),
    updated_by: integer().references(() => users.id, { onDelete: 'set null' }),
    updated_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.delivery_type, t.zone] }),
    check('tariff_tables_days', sql`${t.days_min} between 1 and ${t.days_max}`),
  ],
);
