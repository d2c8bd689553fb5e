import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ProductImportFormat, ProductImportStatus } from '@cabinet/contracts/products-import';
import { accounts, users } from '../../account/account.schema.ts';

/** The uploaded file itself, kept with its import so any process can run the job (no shared disk needed). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A product import (docs/products-import.md): pending after upload, in_progress while the job runs, then
 * successful, failed or cancelled (§4). At most one import of an account is in progress (partial unique index).
 * `heartbeat_at` moves after every batch: an in-progress import whose heartbeat stopped was interrupted by a restart.
 */
export const productImports = pgTable(
  'product_imports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text().$type<ProductImportStatus>().notNull().default('pending'),
    original_name: text().notNull(),
    format: text().$type<ProductImportFormat>().notNull(),
    file: bytea().notNull(),
    total_rows: integer().notNull(),
    processed_rows: integer().notNull().default(0),
    created_count: integer().notNull().default(0),
    updated_count: integer().notNull().default(0),
    error_count: integer().notNull().default(0),
    failure_code: text(),
    created_by: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    started_at: timestamp({ withTimezone: true }),
    finished_at: timestamp({ withTimezone: true }),
    heartbeat_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('product_imports_account_idx').on(t.account_id, t.id.desc()),
    uniqueIndex('product_imports_one_running_key')
      .on(t.account_id)
      .where(sql`${t.status} = 'in_progress'`),
  ],
);
export type ProductImportRow = typeof productImports.$inferSelect;

/** The journal: one row-level error; the message is translated when read, from `code` and `params`. */
export const productImportErrors = pgTable(
  'product_import_errors',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    import_id: integer()
      .notNull()
      .references(() => productImports.id, { onDelete: 'cascade' }),
    row_number: integer().notNull(),
    column: text(),
    code: text().notNull(),
    params: jsonb().$type<Record<string, string | number>>().notNull().default({}),
  },
  (t) => [index('product_import_errors_import_idx').on(t.import_id, t.row_number, t.id)],
);
export type ProductImportErrorRow = typeof productImportErrors.$inferSelect;
