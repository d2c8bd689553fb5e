import { isInternalRequest } from '../http/inject-fetch.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit, { normalizeIP, type CreateRateLimitOptions } from '@fastify/rate-limit';
import { AppError } from '../errors.ts';
import { hashToken } from './secrets.ts';

/** The flood guard's budgets per minute (README, "Configuration"; docs/decisions.md, "Flood guard"). */
export interface FloodBudgets {
  /** Requests of one signed-in session. */
  session: number;
  /** Requests without a session from one client address. */
  anonymous: number;
  /** Credential checks from one client address: sign-in and restore requests, API keys that open no session. */
  credentials: number;
}

export interface FloodGuard {
  /**
   * Counts an API key that opened no session against its address. Answers 429 once the address has spent its
   * budget, so that made-up keys (each its own per-session bucket) are limited too.
   */
  chargeRefusedKey(request: FastifyRequest): Promise<void>;
}

const WINDOW_MS = 60_000;

/** The API key a request presents, if any (the guard decides whether it opens a session). */
export function presentedKey(request: FastifyRequest): string | null {
  const key = request.headers['api-key'];
  return typeof key === 'string' && key.length > 0 ? key : null;
}

/** Routes whose answers depend on a session: the guard runs on them (the SPA's files and the API docs are public). */
export const isGuardedUrl = (url: string | undefined): url is string =>
  url !== undefined && url.startsWith('/api/') && !url.startsWith('/api/docs');

const rateLimited = (retryAfterSeconds: number) =>
  new AppError(429, 'rate_limited', { headers: { 'retry-after': String(Math.max(1, retryAfterSeconds)) } });

type Verdict = Awaited<ReturnType<ReturnType<FastifyInstance['createRateLimit']>>>;

function refuseIfExceeded(verdict: Verdict): void {
  if (!verdict.isAllowed && verdict.isExceeded) throw rateLimited(verdict.ttlInSeconds);
}

/**
 * Every request counts against one bucket, before anything else is done for it: a signed-in request against its
 * session (keyed by the API key's hash, so no lookup is needed), any other against its client address. Credential
 * checks also count against a smaller per-address budget. Counters live in this process's memory
 * (docs/decisions.md explains why that is enough for a flood guard).
 *
 * Registered on the root instance as an onRequest hook, so it runs for every route, the SPA's files and the 404
 * handler alike, and before the session guard: a refused request is still counted.
 */
export async function registerFloodGuard(app: FastifyInstance, budgets: FloodBudgets): Promise<FloodGuard> {
  // No hooks of its own (`global: false`): the plugin adds them per route, after every root hook, i.e. too late.
  await app.register(rateLimit, { global: false, timeWindow: WINDOW_MS });
  const address = (request: FastifyRequest) => normalizeIP(request.ip);
  const sessionOptions: CreateRateLimitOptions & { cache: number } = {
    max: budgets.session,
    timeWindow: WINDOW_MS,
    // Made-up keys each get a bucket; a larger cache keeps them from pushing out the real sessions' buckets.
    cache: 20_000,
    keyGenerator: (request) => `session:${hashToken(presentedKey(request) ?? '')}`,
  };
  const perSession = app.createRateLimit(sessionOptions);
  const perAddress = app.createRateLimit({
    max: budgets.anonymous,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `address:${address(request)}`,
  });
  const credentials = app.createRateLimit({
    max: budgets.credentials,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `credentials:${address(request)}`,
  });

  app.addHook('onRequest', async (request) => {
    if (isInternalRequest(request)) return;
    // A key sent to what needs no session (files, unknown paths) buys no budget of its own.
    const bySession = presentedKey(request) !== null && isGuardedUrl(request.routeOptions.url);
    refuseIfExceeded(await (bySession ? perSession : perAddress)(request));
    if (request.routeOptions.config?.checksCredentials) refuseIfExceeded(await credentials(request));
  });

  return {
    async chargeRefusedKey(request) {
      refuseIfExceeded(await credentials(request));
    },
  };
}
