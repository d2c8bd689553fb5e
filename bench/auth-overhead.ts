// What authentication costs: requests/s and p99 of an authenticated GET /api/user/ against a bare route doing one
// indexed SELECT, on PGlite and on PostgreSQL, in one run. Usage: `npm run bench` (BENCH_SECONDS, BENCH_CONNECTIONS,
// DATABASE_URL to choose the PostgreSQL server; without it the local one at 127.0.0.1:5432 is tried).
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { accountApi } from '@cabinet/contracts/user';
import { users } from '../apps/api/src/modules/account/account.schema.ts';
import { requestOf } from '../apps/api/test/call.ts';
import { benchApp } from './bench-app.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Figure {
  rps: number;
  p99: number;
}

async function load(url: string, headers: Record<string, string> = {}): Promise<Figure> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function measure(engine: 'pglite' | 'postgres') {
  const bench = await benchApp({ engine });
  const { app, database } = bench;
  // The baseline: no authentication, one indexed SELECT, the same serialisation path.
  // eslint-disable-next-line no-restricted-syntax -- this benchmark's own route, the baseline: not an operation of the table
  app.get('/api/bench/select', { config: { access: 'public' } }, async () => {
    const [row] = await database.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, 1));
    return row ?? {};
  });
  const base = await bench.listen();
  const { token } = await bench.newSeller({ first_name: 'Bench', last_name: 'Seller', email: 'bench@example.com' });
  await load(`${base}/api/bench/select`); // warm-up
  const bare = await load(`${base}/api/bench/select`);
  const authed = await load(`${base}${requestOf(accountApi.me).url}`, { 'api-key': token });
  await bench.close();
  return { engine, bare, authed };
}

const rows = [await measure('pglite')];
try {
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
  rows.push(await measure('postgres'));
} catch (err) {
  console.error(`PostgreSQL skipped: ${(err as Error).message}`);
}

console.log(`\n${seconds} s per run, ${connections} connections\n`);
console.log('engine    | route                  | req/s    | p99 ms');
for (const { engine, bare, authed } of rows) {
  console.log(`${engine.padEnd(9)} | one indexed SELECT     | ${bare.rps.toFixed(0).padStart(8)} | ${bare.p99}`);
  console.log(`${engine.padEnd(9)} | GET /api/user/ (auth)  | ${authed.rps.toFixed(0).padStart(8)} | ${authed.p99}`);
  console.log(
    `${engine.padEnd(9)} | ratio auth/bare        | ${(authed.rps / bare.rps).toFixed(2).padStart(8)} | ${(authed.p99 / Math.max(bare.p99, 1)).toFixed(2)}`,
  );
}
if (rows.length === 2) {
  const [lite, pg] = rows as [(typeof rows)[0], (typeof rows)[0]];
  console.log(
    `\nPostgreSQL / PGlite req/s: bare ${(pg.bare.rps / lite.bare.rps).toFixed(2)}, auth ${(pg.authed.rps / lite.authed.rps).toFixed(2)}`,
  );
}
