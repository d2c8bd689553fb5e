import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../platform/db/client.ts';
import { customsCodes, referenceDatasets } from './customs-codes.schema.ts';
import { CUSTOMS_DATASET, customsDatasetChecksum, readCustomsDataset } from './customs-data.ts';

/** Rows per INSERT: 11 columns × 1,000 stays far below PostgreSQL's 65,535 parameters. */
const BATCH = 1000;
const SEARCH_INDEX = 'customs_codes_search_idx';

/** On reload every column but the key takes the file's value. */
const UPSERT = Object.fromEntries(
  [
    'level',
    'parent',
    'section',
    'title_uk',
    'title_en',
    'title_ru',
    'search_text',
    'own_text',
    'has_children',
    'is_selectable',
  ].map((c) => [c, sql.raw(`excluded.${c}`)]),
);

/**
 * Loads the bundled classification when the database holds another version of it (or none): every row replaced
 * in one transaction, so readers see the old tree or the new one, never half. Rows are upserted and the codes the
 * new file lacks deleted (rather than delete-all-then-insert) so rows that point at a code which still exists are
 * never orphaned, even for a moment. Runs after the migrations on every start; an up-to-date database costs one
 * SELECT. Answers whether it loaded.
 */
export async function loadCustomsCodes(db: Db): Promise<boolean> {
  const checksum = customsDatasetChecksum();
  const [current] = await db
    .select({ checksum: referenceDatasets.checksum })
    .from(referenceDatasets)
    .where(eq(referenceDatasets.name, CUSTOMS_DATASET));
  if (current?.checksum === checksum) return false;
  const { rows } = readCustomsDataset();
  await db.transaction(async (tx) => {
    // Building the trigram index once over the loaded rows costs about half of updating it row by row. Its
    // definition is read back from the catalogue, so the migration stays the one place that declares it.
    const [index] = await queryRows<{ indexdef: string }>(
      tx as unknown as Db,
      sql`select indexdef from pg_indexes where tablename = 'customs_codes' and indexname = ${SEARCH_INDEX}`,
    );
    if (index) await tx.execute(sql.raw(`drop index ${SEARCH_INDEX}`));
    // A fresh database (every start of tests' templates, every new install) takes plain inserts.
    const fresh = (await tx.select({ code: customsCodes.code }).from(customsCodes).limit(1)).length === 0;
    for (let i = 0; i < rows.length; i += BATCH) {
      const insert = tx.insert(customsCodes).values(rows.slice(i, i + BATCH));
      await (fresh ? insert : insert.onConflictDoUpdate({ target: customsCodes.code, set: UPSERT }));
    }
    // One text parameter: drizzle would spread an array into 15,000 placeholders.
    const codes = rows.map((r) => r.code).join(',');
    await tx.delete(customsCodes).where(sql`not (${customsCodes.code} = any(string_to_array(${codes}, ',')))`);
    if (index) await tx.execute(sql.raw(index.indexdef));
    // No statistics for the two search columns: the planner would test every LIKE pattern against their samples
    // (long texts) on every search — planning cost more than running — and the trigram index is the plan anyway.
    // Statistics for the rest, which PGlite (no autovacuum) would otherwise never gather. Drizzle cannot declare a
    // column's statistics target, so it is set here, where the table is (re)filled.
    await tx.execute(sql`alter table customs_codes alter column search_text set statistics 0`);
    await tx.execute(sql`alter table customs_codes alter column own_text set statistics 0`);
    await tx.execute(sql`analyze customs_codes`);
    await tx
      .insert(referenceDatasets)
      .values({ name: CUSTOMS_DATASET, checksum })
      .onConflictDoUpdate({ target: referenceDatasets.name, set: { checksum, loaded_at: sql`now()` } });
  });
  return true;
}
