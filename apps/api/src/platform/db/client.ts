import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { ambientDatabase } from './unit-of-work.ts';

/**
 * The database as repositories use it: the query builder over the tables each module declares (`*.schema.ts`) and
 * imports itself; no relational schema (the migrations' index of every table is apps/api/drizzle/schema.ts).
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction on it, as `db.transaction` hands it to its work. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Engine = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  engine: Engine;
  /** How pg-boss reaches the same database. */
  jobOptions: Record<string, unknown>;
  /** PGlite only: the whole data directory as a tarball (tests start new databases from a migrated one). */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * Answers once the database does (the health check). On PostgreSQL it has a connection of its own, so a pool
   * busy with requests never makes the server look down.
   */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));
/** Any constant: processes starting together take turns applying migrations. */
const MIGRATION_LOCK = 727_274_001;

/** The trigram index of customs codes needs it; migrations cannot create it on every engine, so we do, first. */
const EXTENSIONS = sql`create extension if not exists pg_trgm`;

/**
 * Opens PostgreSQL when a URL is given, otherwise the embedded PGlite (in memory when `dataDir` is null),
 * applies the committed migrations — the same SQL on both engines — and loads the bundled reference data.
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string | null;
  /** PGlite only: start from this data directory tarball (from `dumpDataDir`) instead of an empty cluster. */
  loadDataDir?: Blob;
  /** PGlite only: a tarball file a new `dataDir` starts from (ignored when the directory holds a database). */
  template?: string;
  /**
   * Loads the bundled reference data after the migrations (`reference-data.ts`). Passed in rather than imported:
   * the loaders are modules' code, and they use this file.
   */
  referenceData: (db: Db) => Promise<void>;
}): Promise<Database> {
  if (opts.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    const db = drizzle(pool, { casing: 'snake_case' });
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await db.execute(EXTENSIONS);
      await migrate(db, { migrationsFolder });
      await opts.referenceData(db as unknown as Db);
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      lock.release();
    }
    const health = new pg.Pool({ connectionString: opts.url, max: 1 });
    return {
      db: ambientDatabase(db as unknown as Db),
      engine: 'postgres',
      jobOptions: { connectionString: opts.url, max: 2 },
      ping: async () => {
        await health.query('select 1');
      },
      close: async () => {
        await Promise.all([pool.end(), health.end()]);
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const fresh = opts.dataDir && !existsSync(`${opts.dataDir}/PG_VERSION`);
  const loadDataDir = opts.loadDataDir ?? (fresh && opts.template ? tarball(opts.template) : undefined);
  const client = new PGlite({
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    // In the options object: `new PGlite(dataDir, { extensions })` silently drops them (STACK.md).
    extensions: { pg_trgm },
    // In memory the data files are already in RAM: PostgreSQL's default 128 MB buffer pool only caches them twice,
    // and setting it up was half of every test database's start (860 → 450 ms of CPU; docs/ci-time.md). A start
    // parameter, not postgresql.conf: the test template is dumped from such a database and must not carry it.
    ...(opts.dataDir === null ? { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] } : {}),
  });
  const db = drizzle(client, { casing: 'snake_case' });
  await db.execute(EXTENSIONS);
  await migrate(db, { migrationsFolder });
  await opts.referenceData(db as unknown as Db);
  const { fromPglite } = await import('pg-boss');
  return {
    db: ambientDatabase(db as unknown as Db),
    ping: () => ping(db as unknown as Db),
    engine: 'pglite',
    jobOptions: { db: fromPglite(client), backend: 'pglite' },
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/**
 * A tarball file as PGlite reads it (only `arrayBuffer()` is called): a real Blob of 100 MB is read through Node's
 * stream reader in 64 KB chunks, seconds where reading the file is a fraction of one.
 */
export function tarball(path: string): Blob {
  const file = readFileSync(path);
  const bytes = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength);
  return { type: 'application/x-tar', size: bytes.byteLength, arrayBuffer: async () => bytes } as Blob;
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Rows of a raw SQL query, the same on both drivers (each answers `{ rows }`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
