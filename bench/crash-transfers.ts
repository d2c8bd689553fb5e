// Crash test of keyed transfers (issue 12): the server runs in a child process on PostgreSQL; three times, 48
// concurrent POST /api/transfers, each with its own Idempotency-Key, are cut short by `kill -9` at a random moment
// while they run (KILL_AFTER_* below), so that some have committed and some not, and some answers are lost. The
// server is started again and every request that got no answer is sent again with the same key and body until it
// gets a definitive one; then every key that answered 201 is sent once more and must replay the same transfer. The
// database must then hold exactly one transfer per 201 key and none for the others, every seller's balance must be
// what the answers say, the ledger's invariants must hold, and no key may still answer 409. Usage:
// `npm run bench:crash` (DATABASE_URL chooses the PostgreSQL server, the local one at 127.0.0.1:5432 without it;
// CRASH_ROUNDS, CRASH_REQUESTS, CRASH_SELLERS). Prints a JSON summary; exits non-zero on any failure.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { authApi } from '@cabinet/contracts/auth';
import { moneyOpsApi } from '@cabinet/contracts/money-ops';
import { healthApi } from '@cabinet/contracts/ops';
import { transfersApi } from '@cabinet/contracts/transfers';
import { accountApi } from '@cabinet/contracts/user';
import { queryRows } from '../apps/api/src/platform/db/client.ts';
import { AccountRepository } from '../apps/api/src/modules/account/account.repository.ts';
import { checkLedgerInvariants } from '../apps/api/src/modules/money/ledger/invariants.ts';
import { hashPassword } from '../apps/api/src/platform/auth/passwords.ts';
import { openTestDatabase } from '../apps/api/test/app.ts';
import { requestOf } from '../apps/api/test/call.ts';

const rounds = Number(process.env.CRASH_ROUNDS ?? 3);
const perRound = Number(process.env.CRASH_REQUESTS ?? 48);
const sellerCount = Number(process.env.CRASH_SELLERS ?? 24);
/** Each seller starts with 1,000.00 USD; a transfer is 0.01–5.00, so no sender can run short in 3 × 48 of them. */
const FUNDING = '1000.00';
const FUNDING_MINOR = 1000_00;
/**
 * The kill comes a random 20 ms to 1.25 × W after the round's first request, W being how long the same number of
 * concurrent (refused) transfers took to answer just before (at least 150 ms): on this machine the round's
 * transfers commit over several hundred ms, so a fixed 20–150 ms would mostly kill before anything committed. Some
 * rounds are then killed before any commit, some between commits and answers, some after a few answers.
 */
const KILL_AFTER_MIN_MS = 20;
const KILL_AFTER_MAX_MS = 150;
const KILL_WINDOW_FACTOR = 1.25;
/** A retry that meets 409 (the killed server's transaction not yet gone) waits this long, at most this often. */
const IN_FLIGHT_WAIT_MS = 250;
const MAX_ATTEMPTS = 40;
const REQUEST_TIMEOUT_MS = 10_000;
const START_TIMEOUT_MS = 60_000;
/** The whole run, however it goes. */
const WATCHDOG_MS = 5 * 60_000;

const root = fileURLToPath(new URL('..', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = ([lo, hi]: [number, number]) => lo + Math.floor(Math.random() * (hi - lo + 1));

interface Answer {
  status: number;
  body: unknown;
  replayed: boolean;
}

/** The operations the test sends (method and path from the endpoint table). */
const HEALTH = requestOf(healthApi.health);
const REGISTER = requestOf(accountApi.register);
const ME = requestOf(accountApi.me);
const SIGN_IN = requestOf(authApi.login);
const TRANSFER = requestOf(transfersApi.create);

/** One HTTP request on its own connection (no keep-alive socket outlives a killed server); rejects on a lost one. */
function send(
  port: number,
  { method, url: path }: { method: string; url: string },
  opts: { token?: string; key?: string; body?: unknown } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        timeout: REQUEST_TIMEOUT_MS,
        headers: {
          'accept-language': 'en',
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...(opts.token ? { 'api-key': opts.token } : {}),
          ...(opts.key ? { 'idempotency-key': opts.key } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          // A server killed mid-body ends the stream early: only a complete answer counts.
          if (!res.complete) return reject(new Error('answer cut off'));
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = text ? JSON.parse(text) : null;
          } catch {
            // not JSON: kept as text for the report
          }
          resolve({ status: res.statusCode ?? 0, body, replayed: res.headers['idempotent-replayed'] === 'true' });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(payload);
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The API as a child process, so that it can be killed with SIGKILL like a crashed machine. */
class Server {
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  private stderr = '';
  port = 0;
  starts = 0;

  constructor(private readonly databaseUrl: string) {}

  async start(): Promise<void> {
    this.port = await freePort();
    this.stderr = '';
    this.starts += 1;
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        DATABASE_URL: this.databaseUrl,
        HOST: '127.0.0.1',
        PORT: String(this.port),
        SEED_DEMO: 'false',
        JOBS: 'false',
        LOG_LEVEL: 'silent',
        WEB_DIST: '/nonexistent',
        // The flood guard counts per session and address; one bench process is all of them.
        RATE_LIMIT_PER_MINUTE: '1000000',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    this.child = child;
    child.stderr?.on('data', (c: Buffer) => {
      this.stderr = (this.stderr + c.toString('utf8')).slice(-4000);
    });
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) break;
      const health = await send(this.port, HEALTH).catch(() => null);
      if (health?.status === 200) return;
      await sleep(100);
    }
    this.killNow();
    throw new Error(`the server did not start on port ${this.port}:\n${this.stderr}`);
  }

  /** kill -9, and wait until the process is gone. */
  async crash(): Promise<void> {
    this.killNow();
    await this.exited;
    this.child = null;
  }

  killNow(): void {
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }
}

interface Seller {
  token: string;
  accountId: number;
}

interface Keyed {
  round: number;
  key: string;
  from: Seller;
  to: Seller;
  minor: number;
  body: { recipient: string; amount: string; comment: string };
  /** The definitive answer the client ended with (201, or a 4xx that is not 409). */
  answer?: Answer;
  answeredBeforeKill: boolean;
  /** How many 409s this key met after the restart. */
  inFlight409: number;
  /** Still 409 when the bounded retries ran out. */
  stuck: boolean;
}

const definitive = (a: Answer) =>
  a.status === 201 || (a.status >= 400 && a.status < 500 && a.status !== 409 && a.status !== 429);
const transferId = (a: Answer | undefined) => (a?.body as { id?: number } | null)?.id;

/** Sends a request again with its key and body until it has a definitive answer, within bounds. */
async function settle(server: Server, r: Keyed): Promise<void> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const last = await send(server.port, TRANSFER, {
      token: r.from.token,
      key: r.key,
      body: r.body,
    }).catch(() => null);
    if (last && definitive(last)) {
      r.answer = last;
      return;
    }
    if (last?.status === 409) r.inFlight409 += 1;
    await sleep(last?.status === 409 ? IN_FLIGHT_WAIT_MS : 100);
  }
  // Out of attempts: a key that still answers 409 is stuck; one that never answered at all fails the run too.
  r.stuck = r.inFlight409 > 0;
}

/**
 * Warms the server's transfer path up before a round and measures it: the same number of concurrent transfers as
 * the round, each far above any balance, go all the way to the ledger's floor and are refused, moving nothing.
 * Returns how long the last of them took to answer (ms): the window the round's kill is drawn from.
 */
async function warmUp(server: Server, sellers: Seller[]): Promise<number> {
  let took = 0;
  for (let wave = 0; wave < 2; wave += 1) {
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: perRound }, (_, i) =>
        send(server.port, TRANSFER, {
          token: sellers[i % sellers.length]!.token,
          body: { recipient: String(sellers[(i + 1) % sellers.length]!.accountId), amount: '100000.00', comment: '' },
        }),
      ),
    );
    took = Math.round(performance.now() - started);
    const odd = answers.find((a) => a.status !== 422);
    if (odd) throw new Error(`warm-up transfer answered ${odd.status} ${JSON.stringify(odd.body)}`);
  }
  return took;
}

process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
// A fresh database copied from the test template, dropped at the end; the server is pointed at it by name.
const database = await openTestDatabase('postgres');
const [{ name } = { name: '' }] = await queryRows<{ name: string }>(
  database.db,
  sql`select current_database() as name`,
);
const runUrl = new URL(process.env.DATABASE_URL!);
runUrl.pathname = `/${name}`;
const server = new Server(runUrl.toString());

const stopAll = () => server.killNow();
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopAll();
    process.exit(130);
  });
}
const watchdog = setTimeout(() => {
  console.error(`crash test: still running after ${WATCHDOG_MS / 1000} s, giving up`);
  stopAll();
  process.exit(2);
}, WATCHDOG_MS);
watchdog.unref();

try {
  await server.start();

  // Sellers through the API; an operator (created in the database, as in the API suites) funds each of them.
  const sellers: Seller[] = [];
  for (let i = 0; i < sellerCount; i += 1) {
    const reg = await send(server.port, REGISTER, {
      body: {
        first_name: 'Crash',
        last_name: `Seller ${i}`,
        email: `crash-${i}-${randomBytes(4).toString('hex')}@example.com`,
        phone: '+380501234567',
        password: 'crash-password',
        language: 'en',
        user_type: 'individual',
        itn: '3012345678',
        accept_agreement: true,
      },
    });
    if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${JSON.stringify(reg.body)}`);
    const { token } = reg.body as { token: string };
    const user = await send(server.port, ME, { token });
    sellers.push({ token, accountId: (user.body as { account_id: number }).account_id });
  }
  const operatorEmail = `crash-operator-${randomBytes(4).toString('hex')}@example.com`;
  await new AccountRepository(database.db).createOperator({
    email: operatorEmail,
    language: 'en',
    // The operator credits the sellers: finance's work (back-office roles, issue 23).
    ops_roles: ['finance'],
    password_hash: await hashPassword('operator-pass-1'),
  });
  const signIn = await send(server.port, SIGN_IN, {
    body: { login: operatorEmail, password: 'operator-pass-1' },
  });
  if (signIn.status !== 200)
    throw new Error(`operator sign-in failed: ${signIn.status} ${JSON.stringify(signIn.body)}`);
  const operator = (signIn.body as { token: string }).token;
  for (const s of sellers) {
    const res = await send(server.port, requestOf(moneyOpsApi.adjust, { params: { id: s.accountId } }), {
      token: operator,
      key: `fund-${randomUUID()}`,
      body: { direction: 'credit', amount: FUNDING, reason: 'crash test funds' },
    });
    if (res.status !== 201) throw new Error(`funding failed: ${res.status} ${JSON.stringify(res.body)}`);
  }

  const all: Keyed[] = [];
  const roundReports: Record<string, number | null>[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    const batch: Keyed[] = Array.from({ length: perRound }, () => {
      const from = sellers[Math.floor(Math.random() * sellers.length)]!;
      let to = from;
      while (to === from) to = sellers[Math.floor(Math.random() * sellers.length)]!;
      const minor = 1 + Math.floor(Math.random() * 500);
      return {
        round,
        key: `crash-${round}-${randomUUID()}`,
        from,
        to,
        minor,
        body: { recipient: String(to.accountId), amount: (minor / 100).toFixed(2), comment: `crash round ${round}` },
        answeredBeforeKill: false,
        inFlight409: 0,
        stuck: false,
      };
    });
    all.push(...batch);

    const window = await warmUp(server, sellers);
    const killAfter = between([
      KILL_AFTER_MIN_MS,
      Math.max(KILL_AFTER_MAX_MS, Math.round(window * KILL_WINDOW_FACTOR)),
    ]);
    const port = server.port;
    const sentAt = performance.now();
    let firstAnswerMs: number | null = null;
    const flying = batch.map((r) =>
      send(port, TRANSFER, { token: r.from.token, key: r.key, body: r.body }).then(
        (a) => {
          firstAnswerMs ??= Math.round(performance.now() - sentAt);
          if (definitive(a)) {
            r.answer = a;
            r.answeredBeforeKill = true;
          }
        },
        () => {},
      ),
    );
    await sleep(killAfter);
    const killedAtMs = Math.round(performance.now() - sentAt);
    await server.crash();
    await Promise.all(flying);
    const answered = batch.filter((r) => r.answeredBeforeKill).length;

    await server.start();
    const unanswered = batch.filter((r) => !r.answeredBeforeKill);
    await Promise.all(unanswered.map((r) => settle(server, r)));
    roundReports.push({
      round,
      warm_up_flood_ms: window,
      first_answer_ms: firstAnswerMs,
      killed_at_ms: killedAtMs,
      answered_before_kill: answered,
      retried: unanswered.length,
      replayed: unanswered.filter((r) => r.answer?.status === 201 && r.answer.replayed).length,
      fresh_after_restart: unanswered.filter((r) => r.answer?.status === 201 && !r.answer.replayed).length,
      in_flight_409_after_restart: unanswered.reduce((n, r) => n + r.inFlight409, 0),
      stuck_keys: unanswered.filter((r) => r.stuck).length,
    });
  }

  // Every key that answered 201 once more, on the last server: the same transfer, replayed, never a 409.
  const succeeded = all.filter((r) => r.answer?.status === 201);
  const again = await Promise.all(
    succeeded.map((r) =>
      send(server.port, TRANSFER, { token: r.from.token, key: r.key, body: r.body }).catch(() => null),
    ),
  );
  const stuckAtEnd = again.filter((a) => a?.status === 409).length;
  const replayMismatch = succeeded.filter((r, i) => {
    const a = again[i];
    return !a || a.status !== 201 || !a.replayed || transferId(a) !== transferId(r.answer);
  }).length;

  // What the database holds for each key.
  const keys = all.map((r) => r.key);
  const keyList = sql.join(
    keys.map((k) => sql`${k}`),
    sql`, `,
  );
  const journalRows = await queryRows<{ key: string; journals: number; transfer_ids: number[] }>(
    database.db,
    sql`select j.meta->>'idempotency_key' as key, count(distinct j.id)::int as journals,
               coalesce(array_agg(t.id) filter (where t.id is not null), '{}') as transfer_ids
          from journals j left join transfers t on t.journal_id = j.id
         where j.meta->>'idempotency_key' in (${keyList})
         group by 1`,
  );
  const byKey = new Map(journalRows.map((row) => [row.key, row]));
  const storedRows = await queryRows<{ key: string; n: number }>(
    database.db,
    sql`select key, count(*)::int as n from idempotency_keys where key in (${keyList}) group by 1`,
  );
  const stored = new Map(storedRows.map((row) => [row.key, row.n]));
  let duplicated = 0;
  let missing = 0;
  let phantom = 0;
  let wrongTransfer = 0;
  let unstoredAnswers = 0;
  // And nothing else moved: every transfer row carries one of the keys (warm-up transfers are all refused).
  const [transferCount] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from transfers`);
  const strayTransfers = (transferCount?.n ?? 0) - journalRows.reduce((n, row) => n + row.transfer_ids.length, 0);
  for (const r of all) {
    const row = byKey.get(r.key);
    const count = row?.journals ?? 0;
    if (count > 1) duplicated += 1;
    if (r.answer?.status === 201) {
      if (count === 0) missing += 1;
      else if (row!.transfer_ids.length !== 1 || row!.transfer_ids[0] !== transferId(r.answer)) wrongTransfer += 1;
      if (stored.get(r.key) !== 1) unstoredAnswers += 1;
    } else if (count > 0) {
      phantom += 1;
    }
  }

  // Every seller's balance is the funding plus what the 201 answers say they received, minus what they sent.
  const expected = new Map(sellers.map((s) => [s.accountId, FUNDING_MINOR]));
  for (const r of succeeded) {
    expected.set(r.from.accountId, expected.get(r.from.accountId)! - r.minor);
    expected.set(r.to.accountId, expected.get(r.to.accountId)! + r.minor);
  }
  const balanceRows = await queryRows<{ account_id: number; balance: string }>(
    database.db,
    sql`select account_id, balance from ledger_accounts where kind = 'available' and account_id in (${sql.join(
      sellers.map((s) => sql`${s.accountId}`),
      sql`, `,
    )})`,
  );
  const actual = new Map(balanceRows.map((row) => [row.account_id, Number(row.balance)]));
  const balancesOff = sellers.filter((s) => actual.get(s.accountId) !== expected.get(s.accountId)).length;
  const total = [...actual.values()].reduce((sum, b) => sum + b, 0);
  const lostMinor = FUNDING_MINOR * sellers.length - total;
  const problems = await checkLedgerInvariants(database.db);

  const sum = (field: string) => roundReports.reduce((n, r) => n + (r[field] ?? 0), 0);
  const unanswered = all.filter((r) => !r.answeredBeforeKill);
  const summary = {
    engine: 'postgres',
    rounds,
    requests: all.length,
    sellers: sellers.length,
    server_starts: server.starts,
    answered_before_kill: sum('answered_before_kill'),
    retried: sum('retried'),
    replayed: sum('replayed'),
    fresh_after_restart: sum('fresh_after_restart'),
    refused: all.filter((r) => r.answer && r.answer.status !== 201).length,
    in_flight_409_after_restart: sum('in_flight_409_after_restart'),
    keys_that_met_409: unanswered.filter((r) => r.inFlight409 > 0).length,
    stuck_keys: all.filter((r) => r.stuck).length + stuckAtEnd,
    final_replay_mismatch: replayMismatch,
    duplicated,
    missing_transfers: missing,
    phantom_transfers: phantom,
    wrong_transfer_id: wrongTransfer,
    unstored_answers: unstoredAnswers,
    stray_transfers: strayTransfers,
    balances_off: balancesOff,
    lost_money: lostMinor / 100,
    invariants: problems.length === 0 ? 'hold' : problems,
    per_round: roundReports,
  };
  console.log(JSON.stringify(summary, null, 2));
  const failed =
    summary.stuck_keys > 0 ||
    replayMismatch > 0 ||
    duplicated > 0 ||
    missing > 0 ||
    phantom > 0 ||
    wrongTransfer > 0 ||
    unstoredAnswers > 0 ||
    strayTransfers !== 0 ||
    balancesOff > 0 ||
    lostMinor !== 0 ||
    problems.length > 0 ||
    all.some((r) => !r.answer);
  if (failed) process.exitCode = 1;
} finally {
  await server.crash();
  await database.close();
  clearTimeout(watchdog);
}
