import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { accounts } from '../../account/account.schema.ts';

/**
 * §3 Catalogue category: a seller's folders for products (`GET /warehouse/get_tree`), nested by `parent_id`.
 * A name is unique among its siblings (case-insensitive).
 */
export const warehouseCategories = pgTable(
  'warehouse_categories',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    parent_id: integer().references((): AnyPgColumn => warehouseCategories.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    position: integer().notNull().default(0),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('warehouse_categories_account_idx').on(t.account_id, t.parent_id),
    uniqueIndex('warehouse_categories_sibling_name_key').on(
      t.account_id,
      sql`coalesce(${t.parent_id}, 0)`,
      sql`lower(${t.name})`,
    ),
    check('warehouse_categories_not_own_parent', sql`${t.parent_id} is null or ${t.parent_id} <> ${t.id}`),
  ],
);
export type WarehouseCategoryRow = typeof warehouseCategories.$inferSelect;
