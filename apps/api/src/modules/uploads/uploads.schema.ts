import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { UploadContentType } from '@cabinet/contracts/uploads';
import { accounts, users } from '../account/account.schema.ts';

/**
 * A file a seller uploaded (§7 `maintenance/upload`), stored on disk as `<DATA_DIR>/uploads/<account_id>/<filename>`.
 * The row is what proves ownership: a form may only refer to filenames of its own account.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Random and unguessable: 128 bits in hex and the extension of the real type. */
    filename: text().notNull(),
    /** The name the seller's computer gave it, cleaned; shown, never used on disk. */
    original_name: text().notNull(),
    size: integer().notNull(),
    content_type: text().$type<UploadContentType>().notNull(),
    created_by: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('uploads_filename_key').on(t.filename),
    index('uploads_account_idx').on(t.account_id, t.created_at),
  ],
);
export type UploadRow = typeof uploads.$inferSelect;
