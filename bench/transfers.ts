// Transfers between sellers under load (issue 4): requests/s and p99 of POST /api/transfers with 50 concurrent
// clients on PostgreSQL, every request with its own Idempotency-Key, then the ledger's invariants and the money
// total are checked. Usage: `npm run bench:transfers` (BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_SELLERS,
// DATABASE_URL to choose the PostgreSQL server; without it the local one at 127.0.0.1:5432 is used).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/api/src/platform/db/client.ts';
import { checkLedgerInvariants } from '../apps/api/src/modules/money/ledger/invariants.ts';
import { providerAccount, sellerAccount } from '../apps/api/src/modules/money/ledger/ledger.ts';
import { benchApp } from './bench-app.ts';
import { startProfile } from './profile.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const sellerCount = Number(process.env.BENCH_SELLERS ?? 200);
const START_MINOR = 100_000_00;

const bench = await benchApp({ engine: 'postgres' });
const { app, database } = bench;
const base = await bench.listen();

try {
  // Sellers, each funded with 100,000.00 USD straight through the ledger.
  const sellers: { token: string; accountId: number }[] = [];
  for (let i = 0; i < sellerCount; i++) {
    sellers.push(await bench.newSeller({ first_name: 'Bench', last_name: `Seller ${i}` }));
  }
  const { ledger } = app.services.money;
  for (const { accountId } of sellers) {
    await ledger.transaction((tx) =>
      ledger.post(tx, {
        accountId,
        kind: 'top_up',
        lines: [
          { account: providerAccount('clearing', 'bench'), amount: -START_MINOR },
          { account: sellerAccount(accountId, 'available'), amount: START_MINOR },
        ],
      }),
    );
  }

  // The load runs in a child process: sharing this event loop would slow the server it measures.
  const sellersFile = join(mkdtempSync(join(tmpdir(), 'bench-')), 'sellers.json');
  writeFileSync(sellersFile, JSON.stringify(sellers));
  const profiler = await startProfile();
  const cpuBefore = process.cpuUsage();
  const client = spawn(process.execPath, ['--import', 'tsx', 'bench/transfer-client.ts'], {
    env: {
      ...process.env,
      BENCH_BASE: base,
      BENCH_SELLERS_FILE: sellersFile,
      BENCH_CONNECTIONS: String(connections),
      BENCH_SECONDS: String(seconds),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  client.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const [code] = (await once(client, 'exit')) as [number | null];
  const cpu = process.cpuUsage(cpuBefore);
  await profiler.stop();
  if (code !== 0) throw new Error(`the load client exited with ${code}`);
  const result = JSON.parse(output) as autocannon.Result;
  const problems = await checkLedgerInvariants(database.db);
  const ids = sellers.map((s) => s.accountId);
  const [total] = await queryRows<{ sum: string }>(
    database.db,
    sql`select coalesce(sum(balance), 0) as sum from ledger_accounts
        where kind = 'available' and account_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  const expected = START_MINOR * sellers.length;
  console.log(
    JSON.stringify(
      {
        engine: 'postgres',
        connections,
        seconds,
        sellers: sellers.length,
        transfers_per_second: Math.round(result.requests.average),
        p50_ms: result.latency.p50,
        p99_ms: result.latency.p99,
        completed: result['2xx'],
        server_cpu_ms_per_transfer: Number(((cpu.user + cpu.system) / 1000 / Math.max(1, result['2xx'])).toFixed(2)),
        non_2xx: result.non2xx,
        errors: result.errors,
        invariants: problems.length === 0 ? 'hold' : problems,
        money_conserved: Number(total?.sum) === expected,
      },
      null,
      2,
    ),
  );
  if (problems.length > 0 || Number(total?.sum) !== expected || result.non2xx > 0 || result.errors > 0) {
    process.exitCode = 1;
  }
} finally {
  await bench.close();
}
