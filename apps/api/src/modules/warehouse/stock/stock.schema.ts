import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { StockMovementReason, StockState } from '@cabinet/contracts/warehouse-stock';
import { accounts, users } from '../../account/account.schema.ts';
import { products } from '../../catalog/products/products.schema.ts';

/**
 * A product's stock at the US warehouse (§4 stock: in stock, on the way; frozen, blocked, unblocked). One row per
 * product that ever had stock; quantities only change together with a `stock_movements` row (the journal).
 */
export const stockItems = pgTable(
  'stock_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    product_id: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    in_stock: integer().notNull().default(0),
    on_the_way: integer().notNull().default(0),
    state: text().$type<StockState>().notNull().default('unblocked'),
    state_reason: text().notNull().default(''),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stock_items_product_key').on(t.product_id),
    index('stock_items_account_idx').on(t.account_id, t.state),
    check('stock_items_quantities', sql`${t.in_stock} >= 0 and ${t.on_the_way} >= 0`),
  ],
);
export type StockItemRow = typeof stockItems.$inferSelect;

/** Every change of a stock item's quantities, with why and who: the source of daily snapshots and of audits. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    product_id: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    in_stock_delta: integer().notNull().default(0),
    on_the_way_delta: integer().notNull().default(0),
    reason: text().$type<StockMovementReason>().notNull(),
    note: text().notNull().default(''),
    shipment_id: integer(),
    disposal_id: integer(),
    created_by: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_account_idx').on(t.account_id, t.created_at),
    index('stock_movements_product_idx').on(t.product_id, t.created_at),
  ],
);
export type StockMovementRow = typeof stockMovements.$inferSelect;

/**
 * The warehouse counted an inbound shipment (one row per shipment, so it is received once, even under a race): the
 * expected units left `on_the_way`, the counted ones entered `in_stock`; shortages and surpluses are in `note`.
 */
export const stockReceipts = pgTable(
  'stock_receipts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    shipment_id: integer().notNull(),
    note: text().notNull().default(''),
    received_by: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('stock_receipts_shipment_key').on(t.shipment_id)],
);
