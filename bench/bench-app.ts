import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { EndpointDefinition } from '@cabinet/contracts/endpoint';
import { accountApi, type RegisterBody } from '@cabinet/contracts/user';
import { buildApp, type BuildOptions } from '../apps/api/src/app.ts';
import type { Config } from '../apps/api/src/config.ts';
import type { Database } from '../apps/api/src/platform/db/client.ts';
import { callThrough, type CallOptions } from '../apps/api/test/call.ts';
import { openTestDatabase, registration } from '../apps/api/test/app.ts';
import { benchConfig } from './bench-config.ts';

export interface BenchAppOptions {
  /** A fresh database copied from the test template (default PostgreSQL: DATABASE_URL, else 127.0.0.1:5432). */
  engine?: 'postgres' | 'pglite';
  /** A database the benchmark opened itself (a data directory, a database it created); closed with the app. */
  database?: Database;
  /** Settings in their environment form, over benchConfig's. */
  overrides?: Record<string, string>;
  /** How a marketplace's rate limit is waited out (real waits, counted, for the import benchmarks). */
  waits?: BuildOptions['waits'];
}

export interface BenchApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** One operation of the endpoint table through app.inject (no network): the path and method come from the table. */
  call<const E extends EndpointDefinition>(e: E, options?: CallOptions<E>): Promise<LightMyRequestResponse>;
  /** Registers a seller through the API (`overrides` over the test registration) and reads its money account. */
  newSeller(overrides?: Partial<RegisterBody>): Promise<{ token: string; accountId: number }>;
  /** Listens on an ephemeral loopback port, for the benchmarks that load the server over HTTP; the base URL. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

/**
 * The app as every benchmark drives it: a database, benchConfig (no logs, no jobs, no demo seed, no web app, a flood
 * guard it cannot reach) and the app built on them, with the calls a benchmark's set-up makes.
 */
export async function benchApp(options: BenchAppOptions = {}): Promise<BenchApp> {
  const { engine = 'postgres', overrides, waits } = options;
  if (!options.database && engine === 'postgres') {
    process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
  }
  const database = options.database ?? (await openTestDatabase(engine));
  const config = benchConfig(overrides);
  const app = await buildApp(config, { database, ...(waits ? { waits } : {}) });
  const request = ({ token, lang, headers, ...opts }: InjectOptions & { token?: string; lang?: string }) =>
    app.inject({
      ...opts,
      headers: { ...headers, ...(token ? { 'api-key': token } : {}), ...(lang ? { 'accept-language': lang } : {}) },
    });
  const call = callThrough(request);
  return {
    app,
    database,
    config,
    call,
    async newSeller(over = {}) {
      const reg = await call(accountApi.register, { body: registration(over) });
      if (reg.statusCode !== 201) throw new Error(`register: ${reg.statusCode} ${reg.body}`);
      const { token } = reg.json<{ token: string }>();
      const me = await call(accountApi.me, { token });
      if (me.statusCode !== 200) throw new Error(`user: ${me.statusCode} ${me.body}`);
      return { token, accountId: me.json<{ account_id: number }>().account_id };
    },
    async listen() {
      await app.listen({ host: '127.0.0.1', port: 0 });
      return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The p-th percentile of times sorted ascending, in ms to two decimals. */
export function percentile(sorted: number[], p: number) {
  return Number(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(2));
}

/**
 * One request's time as the list benchmarks take it: the first answer (which must be 200), 20 untimed ones (the code
 * paths and the query plans warm up as they would in a running server), then `requests` timed ones, sorted, with the
 * CPU this process spent on those (user + system: the wall times also hold the waits for a core).
 */
export async function timeRequests(what: string, send: () => Promise<LightMyRequestResponse>, requests: number) {
  const first = await send();
  if (first.statusCode !== 200) throw new Error(`${what}: ${first.statusCode} ${first.body}`);
  for (let i = 0; i < 20; i++) await send();
  const times: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    await send();
    times.push(performance.now() - started);
  }
  const cpu = process.cpuUsage(cpuBefore);
  times.sort((a, b) => a - b);
  return { first, times, cpuMs: (cpu.user + cpu.system) / 1000 };
}
