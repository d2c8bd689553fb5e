// Customs code search over the whole classification (issue 6 "Benchmark"): a mix of 20 realistic queries — Cyrillic
// and English words, code prefixes, with and without selectable_only — through CustomsCodeService and through HTTP
// (app.inject: routing, validation, serialisation), p50/p99 over BENCH_ROUNDS rounds, on PostgreSQL and on PGlite.
// Also the load of the bundled dataset into an empty database (migrations + load) and a reload.
// Usage: `npm run bench:customs` (BENCH_ROUNDS; DATABASE_URL chooses the PostgreSQL server, else 127.0.0.1:5432).
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { customsCodesApi, customsSearchQuerySchema } from '@cabinet/contracts/customs-codes';
import { openDatabase, type Database } from '../apps/api/src/platform/db/client.ts';
import { loadReferenceData } from '../apps/api/src/composition/reference-data.ts';
import { loadCustomsCodes } from '../apps/api/src/modules/catalog/customs-codes/customs-loader.ts';
import { benchApp, percentile } from './bench-app.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 25);
const TARGET_P99_MS = { postgres: 30, pglite: 60 };

/** What sellers type into the picker, in the three languages, and what the public /hs-codes page searches. */
const QUERIES: Array<Record<string, string>> = [
  { title: 'смартфон', lang: 'ua', selectable_only: 'true' },
  { title: 'смартфон', lang: 'ru', selectable_only: 'true' },
  { title: 'smartphone', lang: 'en', selectable_only: 'true' },
  { title: 'футболки з бавовни', lang: 'ua', selectable_only: 'true' },
  { title: 'сорочки', lang: 'ua' },
  { title: 'вишиванка', lang: 'ua' },
  { title: 'кераміка посуд', lang: 'ua', selectable_only: 'true' },
  { title: 'ляльки', lang: 'ua', selectable_only: 'true' },
  { title: 'ювелирные изделия', lang: 'ru' },
  { title: 'мед натуральный', lang: 'ru', selectable_only: 'true' },
  { title: 'кожаная сумка', lang: 'ru' },
  { title: 'cotton t-shirts', lang: 'en', selectable_only: 'true' },
  { title: 'leather handbags', lang: 'en' },
  { title: 'wooden toys', lang: 'en', selectable_only: 'true' },
  { title: 'other', lang: 'en' },
  { title: '8517', lang: 'ua' },
  { title: '85171300', lang: 'en', selectable_only: 'true' },
  { title: '61', lang: 'ua', selectable_only: 'true' },
  { title: '6912.00', lang: 'ru' },
  { title: '9503', lang: 'en', selectable_only: 'true' },
];

/** Every query once per round, after one warm-up round (plans, caches); one timing per request. */
async function measure(run: (query: Record<string, string>) => Promise<unknown>) {
  for (const query of QUERIES) await run(query);
  const all: number[] = [];
  const perQuery = new Map<string, number[]>();
  for (let r = 0; r < rounds; r++) {
    for (const query of QUERIES) {
      const started = performance.now();
      await run(query);
      const ms = performance.now() - started;
      all.push(ms);
      const key = new URLSearchParams(query).toString();
      perQuery.set(key, [...(perQuery.get(key) ?? []), ms]);
    }
  }
  all.sort((a, b) => a - b);
  const slowest = [...perQuery]
    .map(([query, times]) => ({
      query: decodeURIComponent(query),
      p50: percentile(
        times.sort((a, b) => a - b),
        50,
      ),
    }))
    .sort((a, b) => b.p50 - a.p50)
    .slice(0, 3);
  return {
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    max: Number(all.at(-1)!.toFixed(2)),
    n: all.length,
    slowest: slowest.map((q) => `${q.query} ${q.p50}`).join(' | '),
  };
}

async function bench(engine: 'postgres' | 'pglite', open: () => Promise<Database>) {
  const started = performance.now();
  const database = await open();
  const loadMs = Math.round(performance.now() - started);
  await database.db.execute(sql`delete from reference_datasets`);
  const reloadStarted = performance.now();
  await loadCustomsCodes(database.db);
  const reloadMs = Math.round(performance.now() - reloadStarted);
  const bench = await benchApp({ database });
  const service = bench.app.services.customsCodes;
  const viaService = await measure((q) => service.search(customsSearchQuerySchema.parse(q)));
  const viaHttp = await measure(async (q) => {
    const res = await bench.call(customsCodesApi.search, { query: q });
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  });
  await bench.close();
  const target = TARGET_P99_MS[engine];
  console.log(`\n${engine}: empty database → migrated and loaded ${loadMs} ms; reload of 15,113 codes ${reloadMs} ms`);
  for (const [path, r] of Object.entries({ service: viaService, http: viaHttp })) {
    console.log(
      `  ${path.padEnd(8)} p50 ${r.p50} ms  p99 ${r.p99} ms  max ${r.max} ms  (n=${r.n}); slowest p50: ${r.slowest}`,
    );
  }
  const ok = viaHttp.p99 < target;
  console.log(`${engine}: HTTP p99 ${viaHttp.p99} ms (target < ${target} ms) ${ok ? 'OK' : 'OVER TARGET'}`);
  return ok;
}

const base = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `sc_bench_customs_${process.pid}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(base);
url.pathname = `/${name}`;
try {
  const postgresOk = await bench('postgres', () =>
    openDatabase({ url: url.toString(), referenceData: loadReferenceData }),
  );
  const pgliteOk = await bench('pglite', () => openDatabase({ dataDir: null, referenceData: loadReferenceData }));
  process.exitCode = postgresOk && pgliteOk ? 0 : 1;
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
