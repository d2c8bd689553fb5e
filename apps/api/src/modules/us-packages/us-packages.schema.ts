import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { UploadContentType } from '@cabinet/contracts/uploads';
import { accounts, users } from '../account/account.schema.ts';

/**
 * A package checked in at the US warehouse (docs/us-packages.md). `account_id` is null while it waits in the
 * unidentified pool: the label's suite (`suite`, as written) named nobody.
 */
export const usPackages = pgTable(
  'us_packages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    account_id: integer().references(() => accounts.id, { onDelete: 'cascade' }),
    suite: text().notNull().default(''),
    carrier: text().notNull(),
    tracking_number: text().notNull(),
    weight_kg: numeric({ precision: 8, scale: 3, mode: 'number' }).notNull(),
    length_cm: numeric({ precision: 8, scale: 1, mode: 'number' }).notNull(),
    width_cm: numeric({ precision: 8, scale: 1, mode: 'number' }).notNull(),
    height_cm: numeric({ precision: 8, scale: 1, mode: 'number' }).notNull(),
    contents: text().notNull(),
    arrived_at: timestamp({ withTimezone: true }).notNull(),
    checked_in_by: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('us_packages_account_idx').on(t.account_id, t.arrived_at.desc()),
    check(
      'us_packages_measures',
      sql`${t.weight_kg} > 0 and ${t.length_cm} > 0 and ${t.width_cm} > 0 and ${t.height_cm} > 0`,
    ),
  ],
);
export type UsPackageRow = typeof usPackages.$inferSelect;

/**
 * A photo an operator took of a package, stored as `<DATA_DIR>/us-packages/<filename>`. Uploaded before the check-in
 * (`package_id` null), then attached to the package the check-in creates; a photo is attached once.
 */
export const usPackagePhotos = pgTable(
  'us_package_photos',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    package_id: integer().references(() => usPackages.id, { onDelete: 'cascade' }),
    filename: text().notNull(),
    original_name: text().notNull(),
    size: integer().notNull(),
    content_type: text().$type<UploadContentType>().notNull(),
    position: integer().notNull().default(0),
    uploaded_by: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('us_package_photos_filename_key').on(t.filename),
    index('us_package_photos_package_idx').on(t.package_id, t.position),
  ],
);
export type UsPackagePhotoRow = typeof usPackagePhotos.$inferSelect;
