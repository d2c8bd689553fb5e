import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Engine } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { isInternalRequest } from './inject-fetch.ts';

/**
 * How much work the API lets wait on its database (issue 12, docs/decisions.md "Load shedding"):
 * - `maxInFlight`: requests running at once; the others wait their turn in arrival order;
 * - `maxQueue`: requests allowed to wait; one more is answered 503 at once;
 * - `maxWaitMs`: the longest a request waits for its turn before it is answered 503;
 * - `retryAfterSeconds`: what the 503 tells the client to wait before it tries again.
 */
export interface AdmissionLimits {
  maxInFlight: number;
  maxQueue: number;
  maxWaitMs: number;
  retryAfterSeconds: number;
}

/**
 * PGlite runs every query on the event loop, one at a time: more requests at once only lengthen each one's wait
 * and starve new connections (a health check waited 24–29 s before its first byte). A few at a time keep every
 * turn of the loop short; the others wait their turn, and one that waited 2 s is told to come back. The queue's
 * length is only a guard for memory: a short one shed requests that would have been served in time, and the 503s
 * and their retries cost more than they saved (measured: docs/decisions.md "Load shedding").
 */
export const PGLITE_LIMITS: AdmissionLimits = {
  maxInFlight: 4,
  maxQueue: 1000,
  maxWaitMs: 2000,
  retryAfterSeconds: 1,
};

/** PostgreSQL queues on its own pool (db/client.ts) and runs queries in another process: no bound here. */
export const UNBOUNDED: AdmissionLimits = {
  maxInFlight: Number.POSITIVE_INFINITY,
  maxQueue: Number.POSITIVE_INFINITY,
  maxWaitMs: Number.POSITIVE_INFINITY,
  retryAfterSeconds: 1,
};

/**
 * The bound for an engine. API suites (NODE_ENV=test) fire bursts of parallel requests on purpose, to prove what
 * happens under a race, on a machine busy with other suites: they run unbounded unless a test narrows the bound.
 */
export const limitsFor = (engine: Engine, env?: string): AdmissionLimits =>
  engine === 'pglite' && env !== 'test' ? PGLITE_LIMITS : UNBOUNDED;

interface Waiter {
  admit(): void;
  timer: NodeJS.Timeout | null;
}

/** A counter of running requests with a bounded first-come queue in front of it. */
export class Admission {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  /** Requests answered 503 since start (a figure for logs and tests). */
  shed = 0;

  constructor(private limits: AdmissionLimits) {}

  configure(limits: Partial<AdmissionLimits>): void {
    this.limits = { ...this.limits, ...limits };
  }

  get retryAfterSeconds(): number {
    return this.limits.retryAfterSeconds;
  }

  /** Whether there is a bound at all (PostgreSQL's pool queues instead). */
  get bounded(): boolean {
    return Number.isFinite(this.limits.maxInFlight);
  }

  get inFlight(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /**
   * Resolves with a release function once the request may run, or with null when it must be shed: the queue is
   * full, it waited maxWaitMs, or `abandoned` fired (the client went away) while it waited.
   */
  enter(onAbandon?: (cancel: () => void) => void): Promise<(() => void) | null> | (() => void) | null {
    if (this.running < this.limits.maxInFlight) {
      this.running += 1;
      return this.releaser();
    }
    if (this.waiting.length >= this.limits.maxQueue) return null;
    return new Promise((resolve) => {
      const waiter: Waiter = {
        admit: () => {
          if (waiter.timer) clearTimeout(waiter.timer);
          resolve(this.releaser());
        },
        timer: null,
      };
      const drop = () => {
        const at = this.waiting.indexOf(waiter);
        if (at < 0) return;
        this.waiting.splice(at, 1);
        if (waiter.timer) clearTimeout(waiter.timer);
        resolve(null);
      };
      if (Number.isFinite(this.limits.maxWaitMs)) waiter.timer = setTimeout(drop, this.limits.maxWaitMs);
      this.waiting.push(waiter);
      onAbandon?.(drop);
    });
  }

  /** Releases once: the slot goes to the first waiter, or back to the pool. */
  private releaser(): () => void {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const next = this.waiting.shift();
      if (next) next.admit();
      else this.running -= 1;
    };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The admission bound in front of the database (tests narrow it to saturate it on purpose). */
    admission: Admission;
  }
}

/**
 * What waits for the database's turn: API requests, except the health check (a load balancer must hear from a busy
 * server at once), the API docs, and file uploads — their body arrives at the client's pace, seconds on a slow line,
 * and would hold one of the few places all that time; their own database work is a few statements.
 */
const admitted = (request: FastifyRequest) => {
  // A sandbox an adapter reaches by injection works for a request already admitted: were it to wait for a place of its
  // own, requests holding every place while waiting on their own sandbox calls would stall until shed.
  if (isInternalRequest(request)) return false;
  const url = request.routeOptions.url;
  if (url === undefined || !url.startsWith('/api/') || url === '/api/health' || url.startsWith('/api/docs')) {
    return false;
  }
  return !request.headers['content-type']?.startsWith('multipart/');
};

/** Shedding is logged at most this often (the total so far is in each line). */
const WARN_EVERY_MS = 10_000;

export const busy = (retryAfterSeconds: number) =>
  // `x-shed` tells clients the request was refused before any work: safe to send again, POSTs included.
  new AppError(503, 'busy', { headers: { 'retry-after': String(retryAfterSeconds), 'x-shed': '1' } });

/**
 * Registers the admission bound as an onRequest hook. Register it before the auth guard: resolving a session is
 * already work on the database, and a shed request must not have done any.
 */
export function registerLoadShedding(app: FastifyInstance, engine: Engine, env?: string): void {
  const admission = new Admission(limitsFor(engine, env));
  app.decorate('admission', admission);
  const releases = new WeakMap<FastifyRequest, () => void>();
  let lastWarned = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (!admitted(request)) return;
    const entered = admission.enter((cancel) => reply.raw.once('close', cancel));
    const release = entered instanceof Promise ? await entered : entered;
    if (!release) {
      admission.shed += 1;
      const now = Date.now();
      if (now - lastWarned >= WARN_EVERY_MS) {
        lastWarned = now;
        request.log.warn(
          { shed: admission.shed, inFlight: admission.inFlight, queued: admission.queued },
          'busy: requests answered 503; the embedded database is at its ceiling (README "Capacity": DATABASE_URL)',
        );
      }
      throw busy(admission.retryAfterSeconds);
    }
    releases.set(request, release);
    // Whichever comes first: the answer sent, or the connection closed under a request still running.
    reply.raw.once('close', release);
    // PGlite answers on this thread, and a request's queries follow each other as promise callbacks: run without
    // a break, a request (and the next one its answer lets in) would keep the loop from reading new connections.
    // One turn of the loop first: what arrived meanwhile is read, queued or shed, before this request's work.
    if (admission.bounded) await new Promise((resolve) => setImmediate(resolve));
  });
  app.addHook('onResponse', async (request) => {
    releases.get(request)?.();
  });
}
