import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  fillPath,
  queryString,
  type BodyIn,
  type EndpointDefinition,
  type ParamsIn,
  type QueryIn,
} from '@cabinet/contracts/endpoint';

/**
 * What a test sends to one operation of the endpoint table (packages/contracts endpoint.ts), as the web app's
 * `call` does: the path and method come from the table, so no test spells a route. `body` is typed by the
 * operation's schema; a test that sends what no client would (a NUL byte, a missing field, a truncated upload)
 * says so by sending a raw `payload` instead. Params and query are loose: tests also send huge ids and bad dates.
 */
export type CallOptions<E> = Omit<InjectOptions, 'method' | 'url' | 'path' | 'query' | 'body'> & {
  params?: Partial<ParamsIn<E>> | Record<string, unknown>;
  query?: Partial<QueryIn<E>> | Record<string, unknown>;
  body?: BodyIn<E>;
  /** The session's API-KEY token. */
  token?: string;
  /** Accept-Language. */
  lang?: string;
};

/** The request an operation makes with these params and query: `{ method, url }` for `app.inject`. */
export function requestOf(e: EndpointDefinition, options: { params?: object; query?: object } = {}) {
  const url =
    '/api' +
    fillPath(e.path, options.params as Record<string, unknown> | undefined) +
    queryString(options.query as Record<string, unknown> | undefined);
  return { method: e.method, url };
}

type Request = (opts: InjectOptions & { token?: string; lang?: string }) => Promise<LightMyRequestResponse>;

/** `t.call(addressesApi.get, { params: { id }, token })`: one operation, through the app's own request. */
export function callThrough(request: Request) {
  return <const E extends EndpointDefinition>(e: E, options: CallOptions<E> = {}) => {
    const { params, query, body, payload, ...rest } = options;
    return request({ ...rest, ...requestOf(e, { params, query }), payload: body ?? payload });
  };
}
