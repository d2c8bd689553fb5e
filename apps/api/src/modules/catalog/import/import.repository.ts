import { and, count, desc, eq, getTableColumns, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../platform/db/client.ts';
import { manufacturers, products } from '../products/products.schema.ts';
import { warehouseCategories } from '../categories/categories.schema.ts';
import { productImportErrors, productImports, type ProductImportRow } from './import.schema.ts';
import type { ProductDraft, RowError } from './import-rows.ts';

/** node-postgres answers `{ rows }`, PGlite too; drizzle's execute type does not say which. */
const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

/** Everything of an import but its file (lists and status polls never need the bytes). */
const { file: _file, ...summaryColumns } = getTableColumns(productImports);
export type ImportSummaryRow = Omit<ProductImportRow, 'file'>;

export class ImportRepository {
  constructor(private readonly db: Db) {}

  async insert(row: typeof productImports.$inferInsert): Promise<ImportSummaryRow> {
    const [created] = await this.db.insert(productImports).values(row).returning(summaryColumns);
    return created!;
  }

  async byId(accountId: number, id: number): Promise<ImportSummaryRow | undefined> {
    const [row] = await this.db
      .select(summaryColumns)
      .from(productImports)
      .where(and(eq(productImports.id, id), eq(productImports.account_id, accountId)));
    return row;
  }

  async file(id: number): Promise<Buffer | undefined> {
    const [row] = await this.db
      .select({ file: productImports.file })
      .from(productImports)
      .where(eq(productImports.id, id));
    return row?.file;
  }

  async list(accountId: number, page: { page: number; on_page: number }) {
    const where = eq(productImports.account_id, accountId);
    const [rows, [total]] = await Promise.all([
      this.db
        .select(summaryColumns)
        .from(productImports)
        .where(where)
        .orderBy(desc(productImports.id))
        .limit(page.on_page)
        .offset((page.page - 1) * page.on_page),
      this.db.select({ n: count() }).from(productImports).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async errors(importId: number, page: { page: number; on_page: number }) {
    const where = eq(productImportErrors.import_id, importId);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(productImportErrors)
        .where(where)
        .orderBy(productImportErrors.row_number, productImportErrors.id)
        .limit(page.on_page)
        .offset((page.page - 1) * page.on_page),
      this.db.select({ n: count() }).from(productImportErrors).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** pending → in_progress; false when the import is not pending. The partial unique index refuses a second runner. */
  async markStarted(id: number, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(productImports)
      .set({ status: 'in_progress', started_at: at, heartbeat_at: at, updated_at: at })
      .where(and(eq(productImports.id, id), eq(productImports.status, 'pending')))
      .returning({ id: productImports.id });
    return rows.length > 0;
  }

  async runningOf(accountId: number): Promise<ImportSummaryRow | undefined> {
    const [row] = await this.db
      .select(summaryColumns)
      .from(productImports)
      .where(and(eq(productImports.account_id, accountId), eq(productImports.status, 'in_progress')));
    return row;
  }

  /** pending or in_progress → cancelled; a running job sees it before its next batch. */
  async markCancelled(id: number, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(productImports)
      .set({ status: 'cancelled', finished_at: at, updated_at: at })
      .where(and(eq(productImports.id, id), inArray(productImports.status, ['pending', 'in_progress'])))
      .returning({ id: productImports.id });
    return rows.length > 0;
  }

  /** in_progress → a final status (a cancelled import stays cancelled). */
  async finish(id: number, status: 'successful' | 'failed', failureCode: string | null, at: Date): Promise<void> {
    await this.db
      .update(productImports)
      .set({ status, failure_code: failureCode, finished_at: at, updated_at: at })
      .where(and(eq(productImports.id, id), eq(productImports.status, 'in_progress')));
  }

  /** Imports whose job stopped beating (the process ended) fail as `interrupted`; rows already written stay. */
  async failStale(before: Date, at: Date, accountId?: number): Promise<number> {
    const rows = await this.db
      .update(productImports)
      .set({ status: 'failed', failure_code: 'interrupted', finished_at: at, updated_at: at })
      .where(
        and(
          eq(productImports.status, 'in_progress'),
          lt(productImports.heartbeat_at, before),
          accountId === undefined ? undefined : eq(productImports.account_id, accountId),
        ),
      )
      .returning({ id: productImports.id });
    return rows.length;
  }

  // ——— the job's batch, inside one transaction ———

  /** Locks the import for the batch; the status tells the job whether to go on (a cancel waits for the batch). */
  async lockStatus(tx: Tx, id: number): Promise<string | undefined> {
    const [row] = await tx
      .select({ status: productImports.status })
      .from(productImports)
      .where(eq(productImports.id, id))
      .for('update');
    return row?.status;
  }

  async progress(
    tx: Tx,
    id: number,
    done: { processed: number; created: number; updated: number; errors: number },
    at: Date,
  ): Promise<void> {
    await tx
      .update(productImports)
      .set({
        processed_rows: sql`${productImports.processed_rows} + ${done.processed}`,
        created_count: sql`${productImports.created_count} + ${done.created}`,
        updated_count: sql`${productImports.updated_count} + ${done.updated}`,
        error_count: sql`${productImports.error_count} + ${done.errors}`,
        heartbeat_at: at,
        updated_at: at,
      })
      .where(eq(productImports.id, id));
  }

  async insertErrors(tx: Tx, importId: number, errors: RowError[]): Promise<void> {
    if (errors.length === 0) return;
    await tx.insert(productImportErrors).values(
      errors.map((e) => ({
        import_id: importId,
        row_number: e.row,
        column: e.column,
        code: e.code,
        params: e.params ?? {},
      })),
    );
  }

  /** The account's manufacturers by lower-cased name, created when missing. */
  async manufacturerIds(tx: Tx, accountId: number, names: string[]): Promise<Map<string, number>> {
    if (names.length === 0) return new Map();
    await tx
      .insert(manufacturers)
      .values(names.map((name) => ({ account_id: accountId, name })))
      .onConflictDoNothing();
    const lowered = names.map((n) => n.toLowerCase());
    const rows = await tx
      .select({ id: manufacturers.id, name: manufacturers.name })
      .from(manufacturers)
      .where(and(eq(manufacturers.account_id, accountId), inArray(sql`lower(${manufacturers.name})`, lowered)));
    return new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
  }

  /** A folder under `parentId` (null: the root) by name, created when missing. */
  async categoryId(tx: Tx, accountId: number, parentId: number | null, name: string): Promise<number> {
    await tx
      .insert(warehouseCategories)
      .values({ account_id: accountId, parent_id: parentId, name })
      .onConflictDoNothing();
    const result = await tx.execute<{ id: number }>(sql`
      select id from ${warehouseCategories}
      where account_id = ${accountId} and coalesce(parent_id, 0) = ${parentId ?? 0} and lower(name) = lower(${name})`);
    return Number(rowsOf<{ id: number }>(result)[0]!.id);
  }

  /** Inserts the drafts whose SKU is new to the account; answers the lower-cased SKUs it created. */
  async insertNew(tx: Tx, rows: (typeof products.$inferInsert)[]): Promise<Set<string>> {
    if (rows.length === 0) return new Set();
    const created = await tx.insert(products).values(rows).onConflictDoNothing().returning({ sku: products.sku });
    return new Set(created.map((r) => r.sku.toLowerCase()));
  }

  /**
   * Updates the account's products with these SKUs in one statement: a value given in the file replaces the stored
   * one, an empty cell (null here) keeps it. Answers how many products changed.
   */
  async updateExisting(tx: Tx, accountId: number, drafts: ResolvedDraft[], at: Date): Promise<number> {
    if (drafts.length === 0) return 0;
    const values = sql.join(
      drafts.map(
        (d) => sql`(${d.sku.toLowerCase()}::text, ${d.title_uk}::text, ${d.title_en}::text, ${d.hs_code ?? null}::text,
          ${d.manufacturer_id ?? null}::int, ${d.category_id ?? null}::int, ${d.kind ?? null}::text,
          ${d.handmade ?? null}::boolean, ${d.individual_packaging ?? null}::boolean, ${d.description ?? null}::text,
          ${d.cost ?? null}::bigint, ${d.weight_g ?? null}::int, ${d.length_mm ?? null}::int, ${d.width_mm ?? null}::int,
          ${d.height_mm ?? null}::int)`,
      ),
      sql`, `,
    );
    const result = await tx.execute(sql`
      update ${products} p set
        title_uk = v.title_uk, title_en = v.title_en,
        hs_code = coalesce(v.hs_code, p.hs_code),
        manufacturer_id = coalesce(v.manufacturer_id, p.manufacturer_id),
        category_id = coalesce(v.category_id, p.category_id),
        kind = coalesce(v.kind, p.kind),
        handmade = coalesce(v.handmade, p.handmade),
        individual_packaging = coalesce(v.individual_packaging, p.individual_packaging),
        description = coalesce(v.description, p.description),
        cost = coalesce(v.cost, p.cost),
        weight_g = coalesce(v.weight_g, p.weight_g),
        length_mm = coalesce(v.length_mm, p.length_mm),
        width_mm = coalesce(v.width_mm, p.width_mm),
        height_mm = coalesce(v.height_mm, p.height_mm),
        updated_at = ${at.toISOString()}::timestamptz
      from (values ${values}) as v(sku, title_uk, title_en, hs_code, manufacturer_id, category_id, kind, handmade,
        individual_packaging, description, cost, weight_g, length_mm, width_mm, height_mm)
      where p.account_id = ${accountId} and lower(p.sku) = v.sku
      returning p.id`);
    return rowsOf(result).length;
  }
}

/** A draft with its manufacturer and folder resolved to ids. */
export type ResolvedDraft = ProductDraft & { manufacturer_id?: number; category_id?: number };
