import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../src/platform/db/client.ts';

/**
 * Test databases reused within a worker process. Opening one from the template was a third of the API suites' CPU
 * (an in-memory PGlite cluster unpacked and started: ≈0.7 s of CPU; on PostgreSQL a database copied and dropped:
 * ≈1 s); putting one back as the template left it costs a tenth of that. A suite's `close()` returns its database
 * here; the next suite of the worker gets it back as new: every table the template leaves empty emptied, every
 * sequence back where the template had it, anything a suite created (a probe table, pg-boss's schema) dropped. A
 * database whose reference data (the customs codes) a suite changed is closed instead, never reused.
 */
export function databasePool(open: () => Promise<Database>) {
  const idle: Pooled[] = [];

  return async function take(): Promise<Database> {
    const pooled = idle.pop() ?? (await Pooled.open(open));
    return {
      ...pooled.database,
      async close() {
        if (await pooled.reset()) idle.push(pooled);
        else await pooled.database.close();
      },
    };
  };
}

/** What the template holds, to compare with and put back: read once, when the database is new. */
interface Baseline {
  schemas: string[];
  /** Tables with rows in the template (reference data): left alone, but watched. */
  kept: string[];
  keptPrint: string;
  /** Tables the template leaves empty. */
  emptied: string[];
  /** Each sequence's last value in the template (null: never used). */
  sequences: Map<string, string | null>;
}

interface Sequence {
  name: string;
  last: string | null;
  start: string;
}

class Pooled {
  private constructor(
    readonly database: Database,
    private readonly baseline: Baseline,
  ) {}

  static async open(open: () => Promise<Database>): Promise<Pooled> {
    const database = await open();
    const db = database.db;
    const schemas = (await queryRows<{ name: string }>(db, USER_SCHEMAS)).map((r) => r.name);
    const tables = (await queryRows<{ name: string }>(db, USER_TABLES)).map((r) => r.name);
    const filled = await nonEmpty(database, tables);
    const kept = tables.filter((t) => filled.has(t));
    return new Pooled(database, {
      schemas,
      kept,
      keptPrint: await fingerprint(database, kept),
      emptied: tables.filter((t) => !filled.has(t)),
      sequences: new Map((await queryRows<Sequence>(db, SEQUENCES)).map((r) => [r.name, r.last])),
    });
  }

  /** Puts the database back as the template left it; false when it cannot be (its reference data changed). */
  async reset(): Promise<boolean> {
    const { db } = this.database;
    const { baseline } = this;
    try {
      if ((await fingerprint(this.database, baseline.kept)) !== baseline.keptPrint) return false;
      const schemas = (await queryRows<{ name: string }>(db, USER_SCHEMAS)).map((r) => r.name);
      for (const schema of schemas.filter((s) => !baseline.schemas.includes(s))) {
        await db.execute(sql.raw(`drop schema ${schema} cascade`));
      }
      const tables = (await queryRows<{ name: string }>(db, USER_TABLES)).map((r) => r.name);
      const known = new Set([...baseline.kept, ...baseline.emptied]);
      const strangers = tables.filter((t) => !known.has(t));
      if (strangers.length) await db.execute(sql.raw(`drop table ${strangers.join(', ')} cascade`));
      const written = [...(await nonEmpty(this.database, baseline.emptied))];
      if (written.length) await db.execute(sql.raw(`truncate ${written.join(', ')} cascade`));
      const moved = (await queryRows<Sequence>(db, SEQUENCES)).filter((s) => baseline.sequences.get(s.name) !== s.last);
      if (moved.length) {
        const back = moved.map((s) => {
          const was = baseline.sequences.get(s.name) ?? null;
          return was === null ? `setval('${s.name}', ${s.start}, false)` : `setval('${s.name}', ${was}, true)`;
        });
        await db.execute(sql.raw(`select ${back.join(', ')}`));
      }
      return true;
    } catch {
      return false;
    }
  }
}

const USER_SCHEMAS = sql`
  select format('%I', nspname) as name from pg_namespace
  where nspname not like 'pg\_%' and nspname <> 'information_schema'`;
const USER_TABLES = sql`
  select format('%I.%I', schemaname, tablename) as name from pg_tables
  where schemaname not like 'pg\_%' and schemaname <> 'information_schema'`;
const SEQUENCES = sql`
  select format('%I.%I', schemaname, sequencename) as name, last_value::text as last, start_value::text as start
  from pg_sequences`;

/** The tables among `tables` holding a row, asked in one statement. */
async function nonEmpty(database: Database, tables: string[]): Promise<Set<string>> {
  if (!tables.length) return new Set();
  const probes = tables.map((t) => `select '${t.replace(/'/g, "''")}' as name where exists (select from ${t})`);
  const rows = await queryRows<{ name: string }>(database.db, sql.raw(probes.join(' union all ')));
  return new Set(rows.map((r) => r.name));
}

/**
 * Changes to the kept tables show in their row versions: an inserted or updated row has a newer transaction id than
 * every row of the template, a deleted one lowers the count.
 */
async function fingerprint(database: Database, tables: string[]): Promise<string> {
  if (!tables.length) return '';
  const parts = tables.map((t) => `select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from ${t}`);
  const rows = await queryRows<Record<string, string>>(
    database.db,
    sql.raw(`select concat_ws('|', ${parts.map((p) => `(${p})`).join(', ')}) as print`),
  );
  return rows[0]?.print ?? '';
}
