import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { EndpointDefinition } from '@cabinet/contracts/endpoint';
import { accountApi, type RegisterBody } from '@cabinet/contracts/user';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { Database } from '../src/platform/db/client.ts';
import { callThrough, type CallOptions } from './call.ts';
import { databasePool } from './database-pool.ts';
import { openPgliteFromTemplate } from './pglite-template.ts';
import { openPostgresFromTemplate } from './postgres-template.ts';

/** Which engine the API suites run on: PGlite by default, PostgreSQL in the `api:postgres` project. */
export const engine = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A migrated database holding the reference data and nothing else: in-memory PGlite, or a PostgreSQL one. Both are
 * reused within the worker once a suite closes them, put back as the template left them (`database-pool.ts`).
 */
export function openTestDatabase(which: typeof engine = engine): Promise<Database> {
  return which === 'pglite' ? takePglite() : takePostgres();
}

const takePglite = databasePool(openPgliteFromTemplate);
const takePostgres = databasePool(openPostgresFromTemplate);

/** A clock tests can move: services read time only through `now()`. */
export function testClock(start = new Date('2026-11-21T10:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
    set: (d: Date) => {
      current = d.getTime();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: ReturnType<typeof testClock>;
  /** The configuration the app was built with (its PUBLIC_URL is where the sandboxes push). */
  config: Config;
  /** app.inject with JSON, an optional API-KEY token and a language. */
  request(opts: InjectOptions & { token?: string; lang?: string }): Promise<LightMyRequestResponse>;
  /** One operation of the endpoint table, by name (test/call.ts): what API tests use instead of spelling a path. */
  call<const E extends EndpointDefinition>(e: E, options?: CallOptions<E>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  options: Omit<BuildOptions, 'database' | 'now'> & {
    /** Adds routes (e.g. probes of a shared mechanism) before the app is sealed. */
    extend?: (app: FastifyInstance) => void | Promise<void>;
    /**
     * Listens on an ephemeral loopback port, where the sandboxes' pushes to PUBLIC_URL arrive over HTTP (as through
     * the proxy that serves PUBLIC_URL in production): a checkout's webhook then credits what it pays.
     */
    listen?: boolean;
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const clock = testClock(new Date());
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JOBS: 'false',
      SEED_DEMO: 'false',
      WEB_DIST: '/nonexistent',
      // A suite signs up and in many sellers from one address within a minute; the flood guard has its own suite.
      RATE_LIMIT_CREDENTIALS_PER_MINUTE: '100000',
      // A transaction per request would post one more to the collector for each; the error-reporting suite sets 1.
      SENTRY_TRACES_SAMPLE_RATE: '0',
    },
    overrides,
  );
  const { extend, listen, ...buildOptions } = options;
  let listening: string | null = null;
  const publicOrigin = new URL(config.PUBLIC_URL).origin;
  if (listen && !buildOptions.deliveryFetch) {
    buildOptions.deliveryFetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (listening && url.origin === publicOrigin) return fetch(`${listening}${url.pathname}${url.search}`, init);
      return fetch(url, init);
    };
  }
  // A marketplace's rate limit is waited out on the test clock: its sandbox refills by the same clock.
  const waits = {
    waitedMs: 0,
    sleep: async (ms: number) => {
      waits.waitedMs += ms;
      clock.advance(ms);
    },
  };
  const app = await buildApp(config, { waits, ...buildOptions, database, now: clock.now });
  await extend?.(app);
  await app.ready();
  if (listen) listening = await app.listen({ host: '127.0.0.1', port: 0 });
  const request: TestApp['request'] = ({ token, lang, headers, ...opts }) =>
    app.inject({
      ...opts,
      headers: { ...headers, ...(token ? { 'api-key': token } : {}), ...(lang ? { 'accept-language': lang } : {}) },
    });
  return {
    app,
    database,
    clock,
    config,
    request,
    call: callThrough(request),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

let counter = 0;
/** A valid registration body; each call gets a new e-mail. */
export function registration(overrides: Partial<RegisterBody> = {}): RegisterBody {
  counter += 1;
  return {
    first_name: 'Olena',
    last_name: 'Kovalenko',
    email: `seller${counter}.${randomBytes(3).toString('hex')}@example.com`,
    phone: '+380501234567',
    password: 'correct-horse-battery',
    language: 'en',
    user_type: 'individual',
    itn: '3012345678',
    accept_agreement: true,
    ...overrides,
  } as RegisterBody;
}

/** Registers a seller through the API and returns its token and credentials. */
export async function registerSeller(t: TestApp, overrides: Partial<RegisterBody> = {}) {
  const body = registration(overrides);
  const res = await t.call(accountApi.register, { body });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { token: res.json<{ token: string }>().token, email: body.email, password: body.password, body };
}

/** The notifications a user sees (newest first): what a feature told them, for tests that check it did. */
export async function notificationsOf(
  t: TestApp,
  token: string,
): Promise<Array<{ kind: string; payload: Record<string, unknown> }>> {
  const res = await t.request({ method: 'GET', url: '/api/notifications', token });
  return res.json<{ notifications: Array<{ kind: string; payload: Record<string, unknown> }> }>().notifications;
}

/**
 * A registered seller whose session outlives the test's clock: `token()` signs them in again once a test has moved
 * the clock past the session's end (the sandbox kits' controls take this sign-in).
 */
export async function lastingSeller(t: TestApp): Promise<() => Promise<string>> {
  const seller = await registerSeller(t);
  const { userId } = (await t.app.services.sessions.resolve(seller.token))!;
  return async () => {
    if (!(await t.app.services.sessions.resolve(seller.token))) {
      seller.token = await t.app.services.sessions.create(userId);
    }
    return seller.token;
  };
}
