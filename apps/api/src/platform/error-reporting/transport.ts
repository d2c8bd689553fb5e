import { createTransport, type BaseTransportOptions, type Transport } from '@sentry/core';

/** A report that takes longer than this to be taken is given up (the service is down: requests must not wait). */
const SEND_TIMEOUT_MS = 10_000;

/**
 * The SDK's transport over a given `fetch`: the global one towards a configured service, or the server's own
 * injection towards the sandbox collector it serves (platform/http/inject-fetch.ts). The SDK keeps the queue, the
 * rate limits the service answers with (`x-sentry-rate-limits`, `retry-after`) and the dropped-event counts.
 */
export function fetchTransport(fetchImpl: typeof fetch) {
  return (options: BaseTransportOptions): Transport =>
    createTransport(options, async ({ body }) => {
      const res = await fetchImpl(options.url, {
        method: 'POST',
        body: typeof body === 'string' ? body : new Uint8Array(body),
        headers: { 'content-type': 'application/x-sentry-envelope' },
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await res.arrayBuffer(); // frees the connection
      return {
        statusCode: res.status,
        headers: {
          'x-sentry-rate-limits': res.headers.get('x-sentry-rate-limits'),
          'retry-after': res.headers.get('retry-after'),
        },
      };
    });
}
