import type { Db } from '../../../platform/db/client.ts';
import type { products } from '../products/products.schema.ts';
import { readImportFile, type ImportRow } from './import-file.ts';
import type { ImportRepository, ResolvedDraft } from './import.repository.ts';
import { validateRow, type ProductDraft, type RowError } from './import-rows.ts';

/** Rows per transaction: big enough for fast multi-row statements, small enough to keep PGlite responsive. */
export const IMPORT_BATCH_ROWS = 500;

/** Answers which of the given codes are not selectable 10-digit leaves of the classification. */
export interface CustomsCodeCheck {
  unknownOrUnselectable(codes: string[]): Promise<string[]>;
}

export interface ImportJobDeps {
  db: Db;
  repo: ImportRepository;
  customs: CustomsCodeCheck;
  now: () => Date;
  /** Called after each committed batch (tests use it to act while an import is half done). */
  afterBatch?: (importId: number) => Promise<void>;
}

interface Job {
  id: number;
  accountId: number;
  userId: number | null;
  /** Set on shutdown: the job ends after its current batch. */
  stopping: () => boolean;
}

/**
 * Runs one started import to its end (docs/products-import.md): reads the stored file, checks every row, writes
 * each batch of rows in one transaction (products created or updated by SKU, manufacturers and folders created when
 * missing, row errors journaled), and between batches looks whether the import was cancelled.
 */
export async function runImport(deps: ImportJobDeps, job: Job): Promise<void> {
  const { repo, now } = deps;
  const data = await repo.file(job.id);
  let rows: ImportRow[];
  try {
    rows = data ? (await readImportFile(data)).rows : [];
  } catch {
    rows = [];
  }
  if (rows.length === 0) return repo.finish(job.id, 'failed', 'unreadable_file', now());

  const seenSkus = new Set<string>();
  const cache = { manufacturers: new Map<string, number>(), categories: new Map<string, number>() };
  let errorRows = 0;
  for (let start = 0; start < rows.length; start += IMPORT_BATCH_ROWS) {
    if (job.stopping()) return repo.finish(job.id, 'failed', 'interrupted', now());
    const batch = rows.slice(start, start + IMPORT_BATCH_ROWS);
    const { drafts, errors } = await checkBatch(deps, batch, seenSkus);
    const failedRows = new Set(errors.map((e) => e.row)).size;
    const outcome = await deps.db.transaction(async (tx) => {
      if ((await repo.lockStatus(tx, job.id)) !== 'in_progress') return null;
      const resolved = await resolveNames(tx, repo, job.accountId, drafts, cache);
      const at = now();
      const created = await repo.insertNew(
        tx,
        resolved.map((d) => newProduct(d, job, at)),
      );
      const updated = await repo.updateExisting(
        tx,
        job.accountId,
        resolved.filter((d) => !created.has(d.sku.toLowerCase())),
        at,
      );
      await repo.insertErrors(tx, job.id, errors);
      const done = { processed: batch.length, created: created.size, updated, errors: failedRows };
      await repo.progress(tx, job.id, done, at);
      return done;
    });
    if (!outcome) return; // cancelled: the rows of earlier batches stay
    errorRows += failedRows;
    await deps.afterBatch?.(job.id);
  }
  if (errorRows === rows.length) return repo.finish(job.id, 'failed', 'all_rows_failed', now());
  return repo.finish(job.id, 'successful', null, now());
}

/** Field rules, then the batch's customs codes in one question, then SKUs repeated in the file (later row loses). */
async function checkBatch(deps: ImportJobDeps, batch: ImportRow[], seenSkus: Set<string>) {
  const errors: RowError[] = [];
  const valid: ProductDraft[] = [];
  for (const row of batch) {
    const result = validateRow(row);
    if ('errors' in result) errors.push(...result.errors);
    else valid.push(result.draft);
  }
  const codes = [...new Set(valid.flatMap((d) => (d.hs_code ? [d.hs_code] : [])))];
  const badCodes = new Set(codes.length ? await deps.customs.unknownOrUnselectable(codes) : []);
  const drafts: ProductDraft[] = [];
  for (const draft of valid) {
    const sku = draft.sku.toLowerCase();
    if (draft.hs_code && badCodes.has(draft.hs_code)) {
      errors.push({ row: draft.row, column: 'hs_code', code: 'customs_code_not_selectable' });
    } else if (seenSkus.has(sku)) {
      errors.push({ row: draft.row, column: 'sku', code: 'import_duplicate_sku', params: { sku: draft.sku } });
    } else {
      seenSkus.add(sku);
      drafts.push(draft);
    }
  }
  errors.sort((a, b) => a.row - b.row);
  return { drafts, errors };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Manufacturer names and folder paths → ids, creating what the account lacks (cached for the whole file). */
async function resolveNames(
  tx: Tx,
  repo: ImportRepository,
  accountId: number,
  drafts: ProductDraft[],
  cache: { manufacturers: Map<string, number>; categories: Map<string, number> },
): Promise<ResolvedDraft[]> {
  const missing = new Map<string, string>();
  for (const d of drafts) {
    const key = d.manufacturer?.toLowerCase();
    // The first spelling in the file names a new manufacturer; later ones in other letter case are the same one.
    if (d.manufacturer && key && !cache.manufacturers.has(key) && !missing.has(key)) missing.set(key, d.manufacturer);
  }
  for (const [key, id] of await repo.manufacturerIds(tx, accountId, [...missing.values()]))
    cache.manufacturers.set(key, id);

  const folder = async (path: string[]): Promise<number> => {
    let parent: number | null = null;
    for (let depth = 1; depth <= path.length; depth += 1) {
      const key = path.slice(0, depth).join('/').toLowerCase();
      let id = cache.categories.get(key);
      if (id === undefined) {
        id = await repo.categoryId(tx, accountId, parent, path[depth - 1]!);
        cache.categories.set(key, id);
      }
      parent = id;
    }
    return parent!;
  };
  const resolved: ResolvedDraft[] = [];
  for (const d of drafts) {
    resolved.push({
      ...d,
      manufacturer_id: d.manufacturer ? cache.manufacturers.get(d.manufacturer.toLowerCase()) : undefined,
      category_id: d.category ? await folder(d.category) : undefined,
    });
  }
  return resolved;
}

function newProduct(d: ResolvedDraft, job: Job, at: Date): typeof products.$inferInsert {
  return {
    account_id: job.accountId,
    sku: d.sku,
    title_uk: d.title_uk,
    title_en: d.title_en,
    hs_code: d.hs_code ?? null,
    manufacturer_id: d.manufacturer_id ?? null,
    category_id: d.category_id ?? null,
    kind: d.kind ?? 'physical',
    handmade: d.handmade ?? false,
    individual_packaging: d.individual_packaging ?? false,
    description: d.description ?? '',
    cost: d.cost ?? 0,
    weight_g: d.weight_g ?? null,
    length_mm: d.length_mm ?? null,
    width_mm: d.width_mm ?? null,
    height_mm: d.height_mm ?? null,
    import_id: job.id,
    created_by: job.userId,
    created_at: at,
    updated_at: at,
  };
}
