import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Marks a request this process injected into itself (an adapter calling the sandbox it serves). The value is random
 * per process, so nobody outside can claim it: the flood guard counts such calls against nobody's budget, since the
 * sandbox's own rate limits (the marketplace's) already apply to them.
 */
const INTERNAL_HEADER = 'x-cabinet-internal';
const internalToken = randomBytes(16).toString('hex');
export const isInternalRequest = (request: FastifyRequest) => request.headers[INTERNAL_HEADER] === internalToken;

/**
 * A `fetch` answered by this very server through Fastify's request injection: routing, parsing, hooks, status and
 * headers as over a socket, without one. The sandboxes our server serves are reached this way, so that an adapter
 * speaking a provider's HTTP API works the same whether or not the public address is reachable from inside (a proxy,
 * a port only the outside knows). Going live swaps this for the global `fetch` and the provider's base URL.
 */
export function injectFetch(server: () => FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = { ...Object.fromEntries(new Headers(init?.headers).entries()), [INTERNAL_HEADER]: internalToken };
    const res = await server().inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const answer = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined) answer.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = res.rawPayload.length === 0 || res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: answer });
  };
}
