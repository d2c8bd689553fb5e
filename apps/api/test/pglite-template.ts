import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, tarball, type Database } from '../src/platform/db/client.ts';
import { loadReferenceData } from '../src/composition/reference-data.ts';
import { customsDatasetChecksum } from '../src/modules/catalog/customs-codes/customs-data.ts';

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/**
 * What a template database holds: the migrations and the bundled reference data `openDatabase` loads. A new or
 * changed migration, or a new dataset, makes a new template (PGlite tarball, PostgreSQL template database).
 */
export function templateHash(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsFolder).sort()) {
    if (!name.endsWith('.sql')) continue;
    hash.update(name).update(readFileSync(join(migrationsFolder, name)));
  }
  hash.update(readFileSync(join(migrationsFolder, 'meta', '_journal.json')));
  hash.update(customsDatasetChecksum());
  return hash.digest('hex').slice(0, 16);
}

const BLOCK = 512;
/**
 * The tarball without the WAL segments after `current`: 16 MB each of nothing a fresh database needs (two of them
 * were a third of the template), which every suite would otherwise unpack. PostgreSQL makes new ones as it writes.
 */
export function withoutSpareWal(tar: Uint8Array, current: string): Uint8Array {
  const kept: Uint8Array[] = [];
  const text = (from: number, length: number) =>
    new TextDecoder().decode(tar.subarray(from, from + length)).replace(/\0.*$/s, '');
  for (let at = 0; at + BLOCK <= tar.length;) {
    const name = `${text(at + 345, 155)}${text(at, 100)}`;
    const size = parseInt(text(at + 124, 12).trim() || '0', 8);
    const end = at + BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    const segment = /pg_wal\/([0-9A-F]{24})$/.exec(name)?.[1];
    if (!(segment && segment > current)) kept.push(tar.subarray(at, end));
    at = end;
  }
  return Buffer.concat(kept);
}

let hash: string | undefined;
function templatePath(): string {
  // Each suite asks; the migrations and the dataset do not change during a run.
  hash ??= templateHash();
  return join(tmpdir(), `seller-cabinet-pglite-${hash}.tar`);
}

let cached: { path: string; blob: Blob } | undefined;
/** Read once per worker and shared: PGlite only reads it, copying each file out into its own file system. */
function templateBytes(path: string): Blob {
  if (cached?.path !== path) cached = { path, blob: tarball(path) };
  return cached.blob;
}

/** Where this run's template is (the browser journeys' server starts from it too), built when missing. */
export async function pgliteTemplateFile(): Promise<string> {
  const path = templatePath();
  if (!existsSync(path)) await (await openPgliteFromTemplate()).close();
  return path;
}

/**
 * A fresh in-memory PGlite database, migrated and holding the reference data. Creating a PGlite cluster (initdb,
 * in WebAssembly), migrating it and loading the customs codes costs seconds; loading a prepared data directory
 * costs a fraction of that. The first suite of a run builds the tarball into the temp directory (written under
 * another name, then renamed, so parallel workers never read half a file); every other suite starts from it.
 * `openDatabase` still runs the migrator and the loader, which find nothing to do.
 */
export async function openPgliteFromTemplate(): Promise<Database> {
  const path = templatePath();
  if (existsSync(path))
    return openDatabase({ dataDir: null, loadDataDir: templateBytes(path), referenceData: loadReferenceData });
  const database = await openDatabase({ dataDir: null, referenceData: loadReferenceData });
  // After a checkpoint only the current WAL segment is needed; the others are recycled ones kept for later writes.
  await database.db.execute(sql`checkpoint`);
  const [wal] = await queryRows<{ name: string }>(
    database.db,
    sql`select pg_walfile_name(pg_current_wal_lsn()) as name`,
  );
  const dump = await database.dumpDataDir!();
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, withoutSpareWal(new Uint8Array(await dump.arrayBuffer()), wal!.name));
  renameSync(partial, path);
  return database;
}
