import { boolean, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * §3 Customs code (UKTVED): the classification tree, loaded from `apps/api/data/customs` (docs/customs-codes.md).
 * Reference data shared by every account, so no `account_id`. The code is the key: it survives reloads.
 */
export const customsCodes = pgTable(
  'customs_codes',
  {
    code: text().primaryKey(),
    /** 2 chapter, 4 heading, 6 HS subheading, 8 national category, 10 leaf. */
    level: smallint().notNull(),
    parent: text(),
    /** HS section, I…XXI. */
    section: text().notNull(),
    title_uk: text().notNull(),
    /** Null where the data has no English or Russian title: the API falls back to Ukrainian. */
    title_en: text(),
    title_ru: text(),
    /**
     * Lower-cased code and titles of the node and of all its ancestors, in every language: a leaf called "інші"
     * ("other") is found by the words of its heading.
     */
    search_text: text().notNull(),
    /** Lower-cased code and titles of the node itself: ranks a node named by the words above one found via a parent. */
    own_text: text().notNull(),
    has_children: boolean().notNull(),
    /** Only 10-digit leaves (§5). */
    is_selectable: boolean().notNull(),
  },
  (t) => [
    index('customs_codes_parent_idx').on(t.parent),
    index('customs_codes_level_idx').on(t.level),
    index('customs_codes_search_idx').using('gin', t.search_text.op('gin_trgm_ops')),
  ],
);
export type CustomsCodeRow = typeof customsCodes.$inferSelect;
export type NewCustomsCodeRow = typeof customsCodes.$inferInsert;

/** Which version of each bundled reference dataset the database holds: a changed checksum triggers a reload. */
export const referenceDatasets = pgTable('reference_datasets', {
  name: text().primaryKey(),
  checksum: text().notNull(),
  loaded_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
