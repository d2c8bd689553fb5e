import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  Scope,
  createStackParser,
  extractTraceparentData,
  generateSpanId,
  generateTraceId,
  getSpanStatusFromHttpCode,
  linkedErrorsIntegration,
  timestampInSeconds,
  type Event,
} from '@sentry/core';
import { ServerRuntimeClient, nodeStackLineParser } from '@sentry/core/server';
import { scrubEvent } from '@cabinet/contracts/error-scrub';
import { isInternalRequest } from '../http/inject-fetch.ts';
import { fetchTransport } from './transport.ts';

export interface ErrorReporterOptions {
  /** Where reports go (Sentry's DSN format): the configured service, or the sandbox collector. */
  dsn: string;
  environment: string;
  release: string;
  /** The share of requests traced (§9: 1). */
  tracesSampleRate: number;
  fetch: typeof fetch;
  /** Requests whose failures are not reported: the collector's own, which would report to itself. */
  unreported: (url: string) => boolean;
}

export interface ErrorReporter {
  /** An error a request failed with (a 5xx), with its route, request id, trace and signed-in account. */
  captureRequestError(error: unknown, request: FastifyRequest): void;
  /** An error outside any request (the process's last words). */
  captureException(error: unknown): void;
  /** Waits until what was captured has been sent (tests read the collector after it). */
  flush(timeoutMs?: number): Promise<boolean>;
  close(timeoutMs?: number): Promise<boolean>;
  /** Sends a transaction for every sampled API request (`sentry-trace` from the caller continues its trace). */
  traceRequests(app: FastifyInstance): void;
}

interface RequestTrace {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  sampled: boolean;
  start: number;
}

/** The signed-in caller as reports name them: the account, or the operator (who belongs to no account). */
const userOf = (request: FastifyRequest) => {
  const auth = request.auth;
  if (!auth) return undefined;
  return { id: auth.accountId === null ? `operator:${auth.userId}` : String(auth.accountId) };
};
const routeOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? '<unmatched>'}`;
// The path only: a query may carry a credential (Ukrposhta's token travels in one).
const requestOf = (request: FastifyRequest) => ({ method: request.method, url: request.url.split('?')[0] });
// Sandboxes stand for outside systems, whose work is no transaction of ours; a request we injected is a call of ours.
const traced = (request: FastifyRequest) =>
  request.url.startsWith('/api/') && !request.url.startsWith('/api/sandbox/') && !isInternalRequest(request);

/** The SDK's client, with nothing of the person or the request beyond what a report's scope names. */
function sdkClient(options: ErrorReporterOptions): ServerRuntimeClient {
  return new ServerRuntimeClient({
    dsn: options.dsn,
    environment: options.environment,
    release: options.release,
    platform: 'node',
    runtime: { name: 'node', version: process.version },
    tracesSampleRate: options.tracesSampleRate,
    // Transactions are made from the request hooks (`traceRequests`), not from spans.
    traceLifecycle: 'static',
    // Only what a report's scope names (route, request id, account id).
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      stackFrameVariables: false,
      frameContextLines: 0,
    },
    maxBreadcrumbs: 0,
    integrations: [linkedErrorsIntegration()],
    stackParser: createStackParser(nodeStackLineParser()),
    transport: fetchTransport(options.fetch),
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => scrubEvent(event),
  });
}

/** A request's transaction, as the SDK would make it from an http.server span. */
const transaction = (request: FastifyRequest, trace: RequestTrace, status: number): Event => ({
  type: 'transaction',
  transaction: routeOf(request),
  transaction_info: { source: 'route' },
  start_timestamp: trace.start,
  timestamp: timestampInSeconds(),
  contexts: {
    trace: {
      trace_id: trace.traceId,
      span_id: trace.spanId,
      ...(trace.parentSpanId && { parent_span_id: trace.parentSpanId }),
      op: 'http.server',
      origin: 'manual',
      status: getSpanStatusFromHttpCode(status).message ?? 'ok',
      data: { 'http.response.status_code': status },
    },
  },
  spans: [],
  request: requestOf(request),
  tags: { request_id: request.id },
  user: userOf(request),
});

/**
 * Reports to an error-reporting service through Sentry's own core SDK (@sentry/core: the client, the envelope and
 * the transport; docs/error-reporting.md says why not @sentry/node). Each app has its own client, never installed
 * globally: the test suites build many apps in one process, each reporting to its own sandbox collector.
 */
export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  const client = sdkClient(options);
  client.init();
  const traces = new WeakMap<FastifyRequest, RequestTrace>();

  const requestScope = (request: FastifyRequest) => {
    const scope = new Scope();
    scope.setTag('request_id', request.id);
    scope.setTransactionName(routeOf(request));
    const user = userOf(request);
    if (user) scope.setUser(user);
    const trace = traces.get(request);
    scope.addEventProcessor((event) => ({
      ...event,
      request: requestOf(request),
      contexts: { ...event.contexts, ...(trace && { trace: { trace_id: trace.traceId, span_id: trace.spanId } }) },
    }));
    return scope;
  };

  return {
    captureRequestError(error, request) {
      if (options.unreported(request.url)) return;
      client.captureException(error, { mechanism: { type: 'fastify', handled: false } }, requestScope(request));
    },
    captureException(error) {
      client.captureException(error, { mechanism: { type: 'process', handled: false } });
    },
    flush: async (timeoutMs = 5000) => client.flush(timeoutMs),
    close: async (timeoutMs = 2000) => client.close(timeoutMs),
    traceRequests(app) {
      app.addHook('onRequest', async (request) => {
        if (!traced(request)) return;
        const header = request.headers['sentry-trace'];
        const parent = typeof header === 'string' ? extractTraceparentData(header) : undefined;
        const sampled = parent?.parentSampled ?? Math.random() < options.tracesSampleRate;
        traces.set(request, {
          traceId: parent?.traceId ?? generateTraceId(),
          spanId: generateSpanId(),
          parentSpanId: parent?.parentSpanId,
          sampled,
          start: timestampInSeconds(),
        });
      });
      app.addHook('onResponse', async (request, reply) => {
        const trace = traces.get(request);
        if (trace?.sampled) client.captureEvent(transaction(request, trace, reply.statusCode));
      });
    },
  };
}
