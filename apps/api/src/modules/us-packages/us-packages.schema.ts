import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PackageClaimStatus } from '@cabinet/contracts/us-package-claims';
import type { PackageServiceKind, PackageServiceStatus } from '@cabinet/contracts/us-package-services';
import type { AttachedFile, UploadContentType } from '@cabinet/contracts/uploads';
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

/** A seller's claim that an unidentified package is theirs, with proof uploads (§5). */
export const usPackageClaims = pgTable(
  'us_package_claims',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    package_id: integer()
      .notNull()
      .references(() => usPackages.id, { onDelete: 'cascade' }),
    account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    created_by: integer().references(() => users.id, { onDelete: 'set null' }),
    order_number: text().notNull(),
    tracking_number: text().notNull(),
    message: text().notNull().default(''),
    files: jsonb().$type<AttachedFile[]>().notNull(),
    status: text().$type<PackageClaimStatus>().notNull().default('pending'),
    reason: text(),
    /** The handling fee charged on approval (USD cents) and its journal. */
    fee_charged: integer(),
    fee_journal_id: integer(),
    decided_by: integer().references(() => users.id, { onDelete: 'set null' }),
    decided_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    // One pending claim per seller and package, however many requests race.
    uniqueIndex('us_package_claims_one_pending')
      .on(t.package_id, t.account_id)
      .where(sql`${t.status} = 'pending'`),
    // One approved claim per package: a package another seller proved is theirs cannot be given twice.
    uniqueIndex('us_package_claims_one_approved')
      .on(t.package_id)
      .where(sql`${t.status} = 'approved'`),
    index('us_package_claims_status_idx').on(t.status, t.created_at),
  ],
);
export type UsPackageClaimRow = typeof usPackageClaims.$inferSelect;

/** An extra service a seller asked for on a package: its price held (`hold_id`) until done or cancelled. */
export const usPackageServices = pgTable(
  'us_package_services',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    package_id: integer()
      .notNull()
      .references(() => usPackages.id, { onDelete: 'cascade' }),
    account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text().$type<PackageServiceKind>().notNull(),
    status: text().$type<PackageServiceStatus>().notNull().default('requested'),
    /** USD cents, as listed when asked. */
    price: integer().notNull(),
    hold_id: integer().notNull(),
    requested_by: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull(),
    done_by: integer().references(() => users.id, { onDelete: 'set null' }),
    done_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    // One open request of a kind per package.
    uniqueIndex('us_package_services_one_open')
      .on(t.package_id, t.kind)
      .where(sql`${t.status} = 'requested'`),
    index('us_package_services_status_idx').on(t.status, t.created_at),
  ],
);
export type UsPackageServiceRow = typeof usPackageServices.$inferSelect;
