import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase, type Database } from '../src/platform/db/client.ts';
import { loadReferenceData } from '../src/composition/reference-data.ts';
import { templateHash } from './pglite-template.ts';

/** Any constant: vitest workers take turns building the PostgreSQL template. */
const TEMPLATE_LOCK = 727_274_002;

export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The PostgreSQL template every suite's database is copied from: migrated and holding the reference data, named by
 * the same hash as the PGlite tarball, built once (under an advisory lock: workers race) and reused across runs
 * while the hash matches. Copying it is a file copy; migrating and loading the customs codes per suite is seconds.
 */
export async function postgresTemplate(admin: pg.Client, base: string): Promise<string> {
  const name = `sc_tmpl_${templateHash()}`;
  await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
  try {
    const { rows } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rows.length > 0) return name;
    // Built under another name and renamed when complete: a crash mid-build leaves no half template behind.
    const building = `${name}_building`;
    await admin.query(`drop database if exists ${building} with (force)`);
    await admin.query(`create database ${building}`);
    const database = await openDatabase({ url: databaseUrl(base, building), referenceData: loadReferenceData });
    await database.close();
    await waitUntilDisconnected(admin, building);
    await admin.query(`alter database ${building} rename to ${name}`);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
  }
}

/** pool.end() resolves before its clients have said goodbye; a template (or a drop) needs them gone. */
async function waitUntilDisconnected(admin: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 50; i += 1) {
    const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A new PostgreSQL database copied from the template, dropped when closed (when the pool gives it up). */
export async function openPostgresFromTemplate(): Promise<Database> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const name = `sc_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    const template = await postgresTemplate(admin, base);
    await dropLeftovers(admin);
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ url: databaseUrl(base, name), referenceData: loadReferenceData });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: base });
      await dropper.connect();
      // A forced drop would kill clients mid-goodbye and their unhandled FATAL 57P01 would fail the run.
      await waitUntilDisconnected(dropper, name);
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * The databases a worker still held when its process ended (the pool keeps them open to its last suite): dropped
 * once their process is gone, when the run ends (`postgres-cleanup.ts`) or by the next run's first open.
 */
export async function dropLeftovers(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ name: string }>(
    "select datname as name from pg_database where datname ~ '^sc_test_[0-9]+_[0-9a-f]+$'",
  );
  for (const { name } of rows) {
    const pid = Number(name.split('_')[2]);
    if (pid === process.pid) continue;
    // Our own worker (the run's end) may take a moment to exit; anyone else's is left alone while it lives.
    if (parentOf(pid) === process.pid) await exited(pid);
    if (isAlive(pid)) continue;
    await admin.query(`drop database if exists ${name} with (force)`);
  }
}

function parentOf(pid: number): number | undefined {
  try {
    return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
  } catch {
    return undefined;
  }
}

async function exited(pid: number): Promise<void> {
  for (let i = 0; i < 100 && isAlive(pid); i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
