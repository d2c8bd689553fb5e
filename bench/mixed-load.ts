// A mixed load of many users at once (issue 12 "Under load it slows down, never hangs"): BENCH_USERS virtual users
// (default 200), each sending its next request as soon as the last one answered — sellers read their balance,
// shipments, addresses and transfers, add addresses and send money; a few operators page through the back office's
// lists — while a probe opens a new connection to GET /api/health every second and times its first byte.
// A shed answer (503 with Retry-After) is retried after the time it names, at most 3 times, as the web app does.
//
// The server runs in a child process (this file with --serve), so the load and the probe are not starved by the
// server's own event loop: on PGlite in a temporary data directory, or on PostgreSQL when DATABASE_URL is set (a
// database of its own is created from it and dropped at the end).
// Usage: `npm run bench:load -- --seconds 20` (--users, --sellers; or BENCH_SECONDS, BENCH_USERS, BENCH_SELLERS;
// BENCH_ADMISSION overrides the admission bounds, BENCH_SERVER_NODE_ARGS adds flags to the server's node).
// Only loopback traffic.
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { addressesApi } from '@cabinet/contracts/addresses';
import { authApi } from '@cabinet/contracts/auth';
import type { BodyIn, EndpointDefinition, HttpMethod } from '@cabinet/contracts/endpoint';
import { balanceApi } from '@cabinet/contracts/money';
import { moneyOpsApi } from '@cabinet/contracts/money-ops';
import { healthApi } from '@cabinet/contracts/ops';
import { shipmentsApi } from '@cabinet/contracts/shipments';
import { topUpsOpsApi } from '@cabinet/contracts/top-up';
import { transfersApi } from '@cabinet/contracts/transfers';
import { accountApi } from '@cabinet/contracts/user';
import { opsStockApi } from '@cabinet/contracts/warehouse-stock';
import { withdrawalsOpsApi } from '@cabinet/contracts/withdrawals-ops';
import { requestOf } from '../apps/api/test/call.ts';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string' },
    users: { type: 'string' },
    sellers: { type: 'string' },
    serve: { type: 'boolean', default: false },
  },
});
const seconds = Number(args.seconds ?? process.env.BENCH_SECONDS ?? 60);
const users = Number(args.users ?? process.env.BENCH_USERS ?? 200);
const sellerCount = Number(args.sellers ?? process.env.BENCH_SELLERS ?? 50);
/** One virtual user in 20 is an operator. */
const OPERATOR_EVERY = 20;
const SHIPMENTS_PER_SELLER = 100;
const REQUEST_TIMEOUT_MS = 120_000;
const MAX_SHED_RETRIES = 3;

interface Seller {
  token: string;
  accountId: number;
}
interface Ready {
  base: string;
  engine: string;
  sellers: Seller[];
  operatorToken: string;
}
interface ServerStats {
  /** Share of the server's main thread spent inside PGlite (synchronous WASM), PGlite only. */
  engine_share: number | null;
  /** The longest single PGlite call: nothing else runs meanwhile. */
  engine_longest_ms: number | null;
  event_loop_utilization: number;
  /** The longest the event loop was held up (any cause). */
  event_loop_max_delay_ms: number;
}

// ---------------------------------------------------------------------------------------------------------------
// The server (child process)
// ---------------------------------------------------------------------------------------------------------------

async function serve(): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { sql } = await import('drizzle-orm');
  const { benchApp } = await import('./bench-app.ts');
  const { openDatabase } = await import('../apps/api/src/platform/db/client.ts');
  const { loadReferenceData } = await import('../apps/api/src/composition/reference-data.ts');
  const { hashPassword } = await import('../apps/api/src/platform/auth/passwords.ts');

  // Time the engine's synchronous work: each protocol message runs on this thread until it answers.
  let engineMs = 0;
  let engineLongest = 0;
  const exec = PGlite.prototype.execProtocolRawSync;
  PGlite.prototype.execProtocolRawSync = function (this: InstanceType<typeof PGlite>, message: Uint8Array) {
    const started = performance.now();
    try {
      return exec.call(this, message);
    } finally {
      const took = performance.now() - started;
      engineMs += took;
      engineLongest = Math.max(engineLongest, took);
    }
  };
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });

  const dataDir = process.env.DATABASE_URL ? null : mkdtempSync(join(tmpdir(), 'bench-load-'));
  const bench = await benchApp(
    dataDir ? { database: await openDatabase({ dataDir, referenceData: loadReferenceData }) } : { engine: 'postgres' },
  );
  const { app, database } = bench;
  // e.g. BENCH_ADMISSION='{"maxInFlight":8}' to try other bounds (apps/api/src/platform/http/load-shed.ts), `off`
  // for none (how the server behaved before issue 12).
  const { UNBOUNDED } = await import('../apps/api/src/platform/http/load-shed.ts');
  const admission = process.env.BENCH_ADMISSION;
  if (admission) app.admission.configure(admission === 'off' ? UNBOUNDED : JSON.parse(admission));
  const base = await bench.listen();
  /** A set-up call that must succeed. */
  const must = async (answer: ReturnType<typeof bench.call>) => {
    const res = await answer;
    if (res.statusCode >= 300) throw new Error(`${res.statusCode} ${res.body}`);
    return res;
  };

  const operatorEmail = `bench-operator-${randomUUID().slice(0, 8)}@example.com`;
  const operator = await app.services.accountRepo.createOperator({
    email: operatorEmail,
    language: 'en',
    // The operator credits the sellers: finance's work (back-office roles, issue 23).
    ops_roles: ['finance'],
    password_hash: await hashPassword('bench-operator-pass'),
  });
  // The funding below is one credit each, far above the four-eyes threshold: the bench raises it first.
  await app.services.opsSettings.set('approval_threshold', { amount: 100_000_000 }, operator.id, new Date());
  const signIn = await must(
    bench.call(authApi.login, { lang: 'en', body: { login: operatorEmail, password: 'bench-operator-pass' } }),
  );
  const operatorToken = signIn.json<{ token: string }>().token;

  const sellers: Seller[] = [];
  for (let i = 0; i < sellerCount; i++) {
    const { token, accountId } = await bench.newSeller({ first_name: 'Bench', last_name: `Seller ${i}` });
    await must(
      bench.call(moneyOpsApi.adjust, {
        params: { id: accountId },
        token: operatorToken,
        headers: { 'idempotency-key': randomUUID() },
        body: { direction: 'credit', amount: '100000.00', reason: 'bench funds' },
      }),
    );
    await must(bench.call(addressesApi.create, { token, lang: 'en', body: address(i) }));
    // Shipments in one statement, as bench/shipments-list.ts seeds them (a list has something to page through).
    await database.db.execute(sql`
      insert into shipments (account_id, type, delivery_type, status, status_changed_at, handover, sender, recipient,
        order_number, length_mm, width_mm, height_mm, weight_g, customs_value, price, price_breakdown,
        payment_state, track_number, internal_track, created_at, search_text)
      select ${accountId}, 'direct', 'small_pack', 'customer_created', now() - g * interval '1 hour', 'office',
        '{"variation_type":"company","company_name":"Bench LLC","first_name":"","last_name":"","country":"UA","state":"UA-30","city":"Kyiv","zip":"01001","address_line1":"Khreshchatyk 1","address_line2":"","phone":"","email":""}'::jsonb,
        '{"variation_type":"individual","company_name":"","first_name":"John","last_name":"Smith","country":"US","state":"NY","city":"New York","zip":"10001","address_line1":"350 Fifth Avenue","address_line2":"","phone":"","email":""}'::jsonb,
        'ORDER-' || g, 200, 150, 100, 1000, 5250, 1549,
        '{"delivery_type":"small_pack","chargeable_weight_g":1000,"lines":[],"total":{"amount":"15.49","currency":"USD","currency_sign_pre":true},"delivery_days":null}'::jsonb,
        'held', 'LA' || lpad(g::text, 8, '0') || '5UA', '2045' || lpad(g::text, 10, '0'),
        now() - g * interval '1 hour', 'order-' || g || ' john smith'
      from generate_series(1, ${SHIPMENTS_PER_SELLER}) g`);
    sellers.push({ token, accountId });
  }

  let loopStart = performance.eventLoopUtilization();
  let engineStart = 0;
  let wallStart = performance.now();
  process.on('message', (message: string) => {
    if (message === 'start') {
      loopStart = performance.eventLoopUtilization();
      engineStart = engineMs;
      engineLongest = 0;
      loopDelay.enable();
      wallStart = performance.now();
    } else if (message === 'stop') {
      const wall = performance.now() - wallStart;
      const stats: ServerStats = {
        engine_share: dataDir ? Number(((engineMs - engineStart) / wall).toFixed(2)) : null,
        engine_longest_ms: dataDir ? Math.round(engineLongest) : null,
        event_loop_utilization: Number(performance.eventLoopUtilization(loopStart).utilization.toFixed(2)),
        event_loop_max_delay_ms: Math.round(loopDelay.max / 1e6),
      };
      process.send!({ stats });
      void (async () => {
        await bench.close();
        if (dataDir) rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      })();
    }
  });
  process.send!({ ready: { base, engine: database.engine, sellers, operatorToken } satisfies Ready });
}

function address(i: number): BodyIn<typeof addressesApi.create> {
  return {
    book_type: 'recipient',
    variation_type: 'individual',
    first_name: 'John',
    last_name: `Smith${String.fromCharCode(65 + (i % 26))}`,
    country: 'US',
    state: 'NY',
    city: 'New York',
    zip: '10001',
    address_line1: `${100 + (i % 800)} Fifth Avenue`,
    phone: '+1 (212) 555-0100',
    email: 'john@example.com',
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The load (parent process)
// ---------------------------------------------------------------------------------------------------------------

interface Answer {
  status: number;
  ms: number;
  retryAfter: number | null;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/** One HTTP request: the status and the time until the whole answer arrived (0 = the connection failed). */
function send(base: string, method: string, path: string, token: string, body?: unknown): Promise<Answer> {
  const started = performance.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const req = http.request(
      `${base}${path}`,
      {
        method,
        agent,
        timeout: REQUEST_TIMEOUT_MS,
        headers: {
          'api-key': token,
          'accept-language': 'en',
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          const header = res.headers['retry-after'];
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            retryAfter: header && /^\d+$/.test(header) ? Number(header) : null,
          });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started, retryAfter: null }));
    req.end(payload);
  });
}

/** The time to the first byte of GET /api/health on a connection of its own (as a load balancer's check). */
function probe(base: string): Promise<{ ok: boolean; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.get(`${base}${HEALTH}`, { agent: false, timeout: REQUEST_TIMEOUT_MS }, (res) => {
      const ms = performance.now() - started;
      res.resume();
      res.on('end', () => resolve({ ok: res.statusCode === 200, ms }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ ok: false, ms: performance.now() - started }));
  });
}

type Action = { name: string; method: HttpMethod; path: string; body?: unknown };

/** What the users send, from the endpoint table; the fixed ones computed once. */
const HEALTH = requestOf(healthApi.health).url;
const FIRST_PAGE = { page: 1, on_page: 20 };
const action = (name: string, e: EndpointDefinition, query?: object, body?: unknown): Action => {
  const { method, url } = requestOf(e, { query });
  return { name, method, path: url, ...(body === undefined ? {} : { body }) };
};
const BALANCE = action('balance', balanceApi.get);
const ADDRESSES = action('addresses', addressesApi.list, FIRST_PAGE);
const PROFILE = action('profile', accountApi.me);
const TRANSFERS = action('transfers', transfersApi.list, FIRST_PAGE);
const OPERATOR_LISTS = [
  action('ops_accounts', moneyOpsApi.accounts, FIRST_PAGE),
  action('ops_withdrawals', withdrawalsOpsApi.list, FIRST_PAGE),
  action('ops_top_ups', topUpsOpsApi.list, FIRST_PAGE),
  action('ops_stock', opsStockApi.list, FIRST_PAGE),
];

function sellerAction(me: Seller, sellers: Seller[], n: number): Action {
  const roll = Math.random() * 100;
  if (roll < 20) return BALANCE;
  if (roll < 40) {
    const page = 1 + Math.floor(Math.random() * 5);
    return action('shipments', shipmentsApi.list, { page, on_page: 20 });
  }
  if (roll < 55) return ADDRESSES;
  if (roll < 60) return action('address_create', addressesApi.create, undefined, address(n));
  if (roll < 72) return PROFILE;
  if (roll < 84) return TRANSFERS;
  let to = sellers[Math.floor(Math.random() * sellers.length)]!;
  if (to === me) to = sellers[(sellers.indexOf(me) + 1) % sellers.length]!;
  return action('transfer', transfersApi.create, undefined, {
    recipient: String(to.accountId),
    amount: (1 + Math.floor(Math.random() * 500)) / 100,
    comment: 'bench',
  });
}

function operatorAction(): Action {
  return OPERATOR_LISTS[Math.floor(Math.random() * OPERATOR_LISTS.length)]!;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function load(): Promise<void> {
  const child: ChildProcess = fork(new URL(import.meta.url).pathname, ['--serve', '--sellers', String(sellerCount)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // e.g. BENCH_SERVER_NODE_ARGS=--cpu-prof to see where the server's time goes.
    execArgv: [...process.execArgv, ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [])],
  });
  const messages: Array<(m: { ready?: Ready; stats?: ServerStats }) => void> = [];
  child.on('message', (m: { ready?: Ready; stats?: ServerStats }) => messages.shift()?.(m));
  const next = () =>
    new Promise<{ ready?: Ready; stats?: ServerStats }>((resolve, reject) => {
      messages.push(resolve);
      child.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
    });

  const seeding = performance.now();
  const { ready } = await next();
  if (!ready) throw new Error('the server did not start');
  const { base, sellers, operatorToken } = ready;
  console.error(
    `${ready.engine}: ${sellers.length} sellers seeded in ${Math.round((performance.now() - seeding) / 1000)} s; ` +
      `${users} users for ${seconds} s…`,
  );

  const latencies: number[] = [];
  const byStatus: Record<string, number> = {};
  const byAction: Record<string, number[]> = {};
  const operations: number[] = [];
  let gaveUp = 0;
  const health: number[] = [];
  let healthFailures = 0;

  child.send('start');
  const started = performance.now();
  const deadline = started + seconds * 1000;

  const user = async (index: number) => {
    const operator = index % OPERATOR_EVERY === 0;
    const me = sellers[index % sellers.length]!;
    let n = index * 1_000_000;
    while (performance.now() < deadline) {
      n += 1;
      const action = operator ? operatorAction() : sellerAction(me, sellers, n);
      const token = operator ? operatorToken : me.token;
      const opStarted = performance.now();
      for (let attempt = 0; ; attempt++) {
        const answer = await send(base, action.method, action.path, token, action.body);
        latencies.push(answer.ms);
        (byAction[action.name] ??= []).push(answer.ms);
        byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1;
        if (answer.status !== 503 || answer.retryAfter === null) break;
        if (attempt === MAX_SHED_RETRIES || performance.now() >= deadline) {
          gaveUp += 1;
          break;
        }
        await sleep(answer.retryAfter * 1000 * (1 + Math.random()));
      }
      operations.push(performance.now() - opStarted);
    }
  };
  const prober = async () => {
    while (performance.now() < deadline) {
      const tick = performance.now();
      const result = await probe(base);
      health.push(result.ms);
      if (!result.ok) healthFailures += 1;
      await sleep(Math.max(0, 1000 - (performance.now() - tick)));
    }
  };
  await Promise.all([...Array.from({ length: users }, (_, i) => user(i)), prober()]);
  const elapsed = (performance.now() - started) / 1000;
  child.send('stop');
  const { stats } = await next();
  agent.destroy();

  const sorted = [...latencies].sort((a, b) => a - b);
  const ops = [...operations].sort((a, b) => a - b);
  const healthSorted = [...health].sort((a, b) => a - b);
  const errors = Object.fromEntries(Object.entries(byStatus).filter(([status]) => !/^2/.test(status)));
  const report = {
    engine: ready.engine,
    users,
    seconds,
    sellers: sellers.length,
    requests: latencies.length,
    requests_per_second: Math.round(latencies.length / elapsed),
    ok_per_second: Math.round(
      Object.entries(byStatus)
        .filter(([s]) => /^2/.test(s))
        .reduce((sum, [, c]) => sum + c, 0) / elapsed,
    ),
    latency_ms: {
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: percentile(sorted, 100),
    },
    over_5s: latencies.filter((ms) => ms > 5000).length,
    over_30s: latencies.filter((ms) => ms > 30_000).length,
    errors_by_status: errors,
    shed_503: byStatus[503] ?? 0,
    shed_then_gave_up: gaveUp,
    /** What a user waited for one action, shed answers and their retries included. */
    operation_ms: { p50: percentile(ops, 50), p99: percentile(ops, 99), max: percentile(ops, 100) },
    by_action_p99_ms: Object.fromEntries(
      Object.entries(byAction)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, list]) => [
          name,
          percentile(
            [...list].sort((a, b) => a - b),
            99,
          ),
        ]),
    ),
    health_first_byte_ms: {
      probes: health.length,
      p50: percentile(healthSorted, 50),
      max: percentile(healthSorted, 100),
      failures: healthFailures,
    },
    server: stats,
  };
  console.log(JSON.stringify(report, null, 2));
  if (report.over_30s > 0 || healthFailures > 0 || (errors['0'] ?? 0) > 0 || errors['500']) process.exitCode = 1;
}

if (args.serve) await serve();
else await load();
