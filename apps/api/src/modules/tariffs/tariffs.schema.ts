import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DeliveryType, TariffZone } from '@cabinet/contracts/tariffs';
import { users } from '../account/account.schema.ts';

/** One weight band in minor units (USD cents): see docs/tariffs.md. */
export interface StoredBand {
  up_to_g: number;
  base: number;
  per_100g: number;
}

/**
 * Dated versions of the rate table of one delivery type in one destination zone (docs/tariffs.md "Dated versions").
 * The table in force at a moment is the latest version not cancelled whose `effective_from` is at or before it. The
 * first version of each pair takes effect at `INITIAL_EFFECTIVE_FROM` (the defaults, inserted on first use for
 * missing pairs, or the table as it was before versions existed). An empty `bands` list means "not offered".
 */
export const tariffVersions = pgTable(
  'tariff_versions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    delivery_type: text().$type<DeliveryType>().notNull(),
    zone: text().$type<TariffZone>().notNull(),
    effective_from: timestamp({ withTimezone: true }).notNull(),
    days_min: integer().notNull(),
    days_max: integer().notNull(),
    bands: jsonb().$type<StoredBand[]>().notNull(),
    note: text().notNull().default(''),
    created_by: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    cancelled_by: integer().references(() => users.id, { onDelete: 'set null' }),
    cancelled_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    // One live version per pair and moment: also what the "in force at" look-up reads.
    uniqueIndex('tariff_versions_one_per_moment')
      .on(t.delivery_type, t.zone, t.effective_from)
      .where(sql`${t.cancelled_at} is null`),
    index('tariff_versions_pair_idx').on(t.delivery_type, t.zone, t.id),
    check('tariff_versions_days', sql`${t.days_min} between 1 and ${t.days_max}`),
  ],
);

/** When the first version of every pair takes effect: before any shipment. */
export const INITIAL_EFFECTIVE_FROM = new Date('1970-01-01T00:00:00Z');
