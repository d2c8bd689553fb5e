import type { Language } from '@cabinet/contracts/common';
import { pageInfo } from '@cabinet/contracts/common';
import {
  MAX_IMPORT_FILE_BYTES,
  importColumns,
  type ProductImport,
  type ProductImportErrorList,
  type ProductImportList,
} from '@cabinet/contracts/products-import';
import type { PageQuery } from '@cabinet/contracts/common';
import { AppError, notFound } from '../../../platform/errors.ts';
import { translate } from '../../../platform/i18n/messages.ts';
import { isUniqueViolation } from '../../../platform/db/unique-violation.ts';
import { readImportFile } from './import-file.ts';
import { runImport, type ImportJobDeps } from './import.job.ts';
import type { ImportSummaryRow } from './import.repository.ts';
import { importTemplate } from './import-template.ts';

/** A running import whose heartbeat is older than this was interrupted (a batch takes well under a second). */
export const STALE_IMPORT_MS = 60_000;

const headerOf = (key: string | null, lang: Language) => importColumns.find((c) => c.key === key)?.header[lang] ?? null;

export function toImport(row: ImportSummaryRow, lang: Language): ProductImport {
  return {
    id: row.id,
    status: row.status,
    original_name: row.original_name,
    format: row.format,
    total_rows: row.total_rows,
    processed_rows: row.processed_rows,
    created_count: row.created_count,
    updated_count: row.updated_count,
    error_count: row.error_count,
    failure_code: row.failure_code,
    failure_message: row.failure_code ? translate(lang, 'errors', `import_${row.failure_code}`) : null,
    created_at: row.created_at.toISOString(),
    started_at: row.started_at?.toISOString() ?? null,
    finished_at: row.finished_at?.toISOString() ?? null,
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * Product import (docs/products-import.md): upload checks the file and keeps it as a pending import; start hands it
 * to a job running in this process's background; at most one import of an account runs at a time.
 */
export class ImportService {
  private readonly running = new Map<number, Promise<void>>();
  private stopping = false;
  /** Called after each committed batch of any import (tests act on a half-done import through it). */
  afterBatch: ((importId: number) => Promise<void>) | null = null;

  constructor(private readonly deps: Omit<ImportJobDeps, 'afterBatch'>) {}

  template(lang: Language): Promise<Buffer> {
    return importTemplate(lang);
  }

  async upload(
    caller: { accountId: number; userId: number },
    file: { name: string | undefined; data: Buffer },
    lang: Language,
  ): Promise<ProductImport> {
    if (file.data.length > MAX_IMPORT_FILE_BYTES)
      throw new AppError(400, 'file_too_large', { errors: { file: ['file_too_large'] } });
    const parsed = await readImportFile(file.data);
    const at = this.deps.now();
    const row = await this.deps.repo.insert({
      account_id: caller.accountId,
      original_name: (file.name ?? `products.${parsed.format}`).slice(0, 200),
      format: parsed.format,
      file: file.data,
      total_rows: parsed.rows.length,
      created_by: caller.userId,
      created_at: at,
      updated_at: at,
    });
    return toImport(row, lang);
  }

  async list(accountId: number, query: PageQuery, lang: Language): Promise<ProductImportList> {
    await this.failStale(accountId);
    const { rows, total } = await this.deps.repo.list(accountId, query);
    return { imports: rows.map((r) => toImport(r, lang)), ...pageInfo(query, total) };
  }

  async get(accountId: number, id: number, lang: Language): Promise<ProductImport> {
    await this.failStale(accountId);
    return toImport(await this.owned(accountId, id), lang);
  }

  async errors(accountId: number, id: number, query: PageQuery, lang: Language): Promise<ProductImportErrorList> {
    await this.owned(accountId, id);
    const { rows, total } = await this.deps.repo.errors(id, query);
    return {
      errors: rows.map((e) => ({
        row: e.row_number,
        column: e.column,
        column_title: headerOf(e.column, lang),
        code: e.code,
        message: translate(lang, 'fields', e.code, e.params),
      })),
      ...pageInfo(query, total),
    };
  }

  /** Starts a pending import in the background; 409 while another import of the account runs. */
  async start(caller: { accountId: number; userId: number }, id: number, lang: Language): Promise<ProductImport> {
    await this.failStale(caller.accountId);
    const found = await this.owned(caller.accountId, id);
    if (found.status !== 'pending') throw new AppError(409, 'import_not_pending');
    if (this.stopping) throw new AppError(503, 'import_shutting_down');
    if (await this.deps.repo.runningOf(caller.accountId)) throw new AppError(409, 'import_already_running');
    try {
      if (!(await this.deps.repo.markStarted(id, this.deps.now()))) throw new AppError(409, 'import_not_pending');
    } catch (err) {
      if (isUniqueViolation(err, 'product_imports_one_running_key')) throw new AppError(409, 'import_already_running');
      throw err;
    }
    this.launch(id, caller.accountId, caller.userId);
    return this.get(caller.accountId, id, lang);
  }

  async cancel(accountId: number, id: number, lang: Language): Promise<ProductImport> {
    await this.owned(accountId, id);
    if (!(await this.deps.repo.markCancelled(id, this.deps.now()))) throw new AppError(409, 'import_finished');
    return this.get(accountId, id, lang);
  }

  /** Resolves when no import job of this process is running (tests and shutdown wait on it). */
  async whenIdle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running.values()]);
  }

  /** On shutdown: running jobs stop after their batch and end `failed` (interrupted); nothing new starts. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.whenIdle();
  }

  /** On start-up and before each look: imports whose job stopped beating fail as interrupted. */
  failStale(accountId?: number): Promise<number> {
    const at = this.deps.now();
    return this.deps.repo.failStale(new Date(at.getTime() - STALE_IMPORT_MS), at, accountId);
  }

  private launch(id: number, accountId: number, userId: number): void {
    const deps = { ...this.deps, afterBatch: (importId: number) => this.afterBatch?.(importId) ?? Promise.resolve() };
    const job = runImport(deps, { id, accountId, userId, stopping: () => this.stopping })
      .catch(() => this.deps.repo.finish(id, 'failed', 'job_failed', this.deps.now()))
      .catch(() => undefined)
      .finally(() => this.running.delete(id));
    this.running.set(id, job);
  }

  private async owned(accountId: number, id: number): Promise<ImportSummaryRow> {
    const row = await this.deps.repo.byId(accountId, id);
    if (!row) throw notFound();
    return row;
  }
}
