import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from '../src/db/client.ts';
import { loadReferenceData } from '../src/db/reference-data.ts';
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

function templatePath(): string {
  return join(tmpdir(), `seller-cabinet-pglite-${templateHash()}.tar`);
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
    return openDatabase({
      dataDir: null,
      loadDataDir: new Blob([readFileSync(path)]),
      referenceData: loadReferenceData,
    });
  const database = await openDatabase({ dataDir: null, referenceData: loadReferenceData });
  const dump = await database.dumpDataDir!();
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, path);
  return database;
}
