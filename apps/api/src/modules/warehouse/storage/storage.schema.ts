import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DiscountTier, StorageChargeStatus } from '@cabinet/contracts/warehouse-storage';
import { accounts, users } from '../../account/account.schema.ts';
import { products } from '../../catalog/products/products.schema.ts';
import type { ChargeBreakdown } from './storage-calculator.ts';

/**
 * The warehouse groups of §3 with their storage tariffs, in order (docs/warehouse.md "Storage"). Empty until an
 * operator saves the list: the defaults in code apply until then. Null bounds have no limit (only the last row).
 */
export const storageTariffs = pgTable(
  'storage_tariffs',
  {
    position: integer().primaryKey(),
    code: text().notNull(),
    max_side_cm: integer(),
    max_volume_cm3: integer(),
    /** Per unit per day, in 1/1000 of a US cent (prices such as $0.015 a day are exact). */
    price_millicents_per_day: integer().notNull(),
    discounts: jsonb().$type<DiscountTier[]>().notNull(),
    updated_by: integer().references(() => users.id, { onDelete: 'set null' }),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('storage_tariffs_code_key').on(t.code),
    check('storage_tariffs_price', sql`${t.price_millicents_per_day} >= 0`),
  ],
);
export type StorageTariffRow = typeof storageTariffs.$inferSelect;

/** One row per product and warehouse day with stock or outflow: units in stock at the end of the day (§9). */
export const stockSnapshots = pgTable(
  'stock_snapshots',
  {
    account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    product_id: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    quantity: integer().notNull(),
    /** Units that left the stock that day: shipped or disposed of. */
    outflow: integer().notNull(),
  },
  (t) => [
    uniqueIndex('stock_snapshots_product_day_key').on(t.product_id, t.day),
    index('stock_snapshots_account_day_idx').on(t.account_id, t.day),
  ],
);
export type StockSnapshotRow = typeof stockSnapshots.$inferSelect;

/** The warehouse days whose snapshots are built: a day is built once, for every product, in one transaction. */
export const stockSnapshotDays = pgTable('stock_snapshot_days', {
  day: date({ mode: 'string' }).primaryKey(),
  built_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A monthly storage charge of one account (unique per account and period: a run never charges twice). */
export const storageCharges = pgTable(
  'storage_charges',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    period_from: date({ mode: 'string' }).notNull(),
    period_to: date({ mode: 'string' }).notNull(),
    /** USD cents, the sum of the groups' costs with discount. */
    amount: bigint({ mode: 'number' }).notNull(),
    status: text().$type<StorageChargeStatus>().notNull(),
    journal_id: integer(),
    breakdown: jsonb().$type<ChargeBreakdown>().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paid_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('storage_charges_account_period_key').on(t.account_id, t.period_from),
    index('storage_charges_account_idx').on(t.account_id, t.period_from.desc()),
    index('storage_charges_due_idx')
      .on(t.status)
      .where(sql`${t.status} = 'due'`),
    check('storage_charges_amount', sql`${t.amount} > 0`),
    check('storage_charges_paid', sql`(${t.status} = 'paid') = (${t.journal_id} is not null)`),
  ],
);
export type StorageChargeRow = typeof storageCharges.$inferSelect;
