import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, users } from '../../account/account.schema.ts';
import { warehouseCategories } from '../categories/categories.schema.ts';

/** A seller's manufacturers (`/products/manufacturers`); a name is unique per account, case-insensitive. */
export const manufacturers = pgTable(
  'manufacturers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** ISO 3166-1 alpha-2 country of origin, printed on customs documents. */
    country: text(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('manufacturers_account_name_key').on(t.account_id, sql`lower(${t.name})`)],
);
export type ManufacturerRow = typeof manufacturers.$inferSelect;

/**
 * §3 Product: what a seller sells and keeps in stock. Titles in Ukrainian and English are the customs names (§5).
 * `hs_code` is a 10-digit UKTVED leaf (checked on write, not by a foreign key: the classification is reloaded as a
 * whole when its data changes). Dimensions (mm) and weight (g) place stock in a warehouse group by volume (§3).
 * A product that ever had stock is archived, never deleted, so charges and movements keep their subject.
 */
export const products = pgTable(
  'products',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    sku: text().notNull(),
    title_uk: text().notNull(),
    title_en: text().notNull(),
    hs_code: text(),
    manufacturer_id: integer().references(() => manufacturers.id, { onDelete: 'set null' }),
    category_id: integer().references(() => warehouseCategories.id, { onDelete: 'set null' }),
    kind: text().$type<'physical' | 'digital'>().notNull().default('physical'),
    handmade: boolean().notNull().default(false),
    description: text().notNull().default(''),
    /** Cost per unit in USD cents (the customs value of one unit by default). */
    cost: bigint({ mode: 'number' }).notNull().default(0),
    individual_packaging: boolean().notNull().default(false),
    length_mm: integer(),
    width_mm: integer(),
    height_mm: integer(),
    weight_g: integer(),
    /** Set when the product came from an import; such products may still lack an image (docs/products.md). */
    import_id: integer(),
    created_by: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    archived_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('products_account_sku_key').on(t.account_id, sql`lower(${t.sku})`),
    index('products_account_idx').on(t.account_id, t.created_at.desc()),
    index('products_category_idx').on(t.category_id),
    check('products_cost', sql`${t.cost} >= 0`),
    check('products_hs_code', sql`${t.hs_code} is null or ${t.hs_code} ~ '^[0-9]{10}$'`),
  ],
);
export type ProductRow = typeof products.$inferSelect;

/**
 * A product's picture: the seller's upload, resized on save into a large and a thumbnail WebP under
 * `<DATA_DIR>/products/<account_id>/`; served only to the owner.
 */
export const productImages = pgTable(
  'product_images',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    product_id: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
    /** File names (random) of the resized copies. */
    large: text().notNull(),
    thumb: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_images_product_idx').on(t.product_id, t.position)],
);
export type ProductImageRow = typeof productImages.$inferSelect;
