import {
  fillPath,
  queryString,
  type BodyIn,
  type EndpointDefinition,
  type ParamsIn,
  type QueryIn,
  type ResponseOf,
} from '@cabinet/contracts/endpoint';
import { apiDownload, apiRequest, type RequestOptions } from './client.ts';

/** One part of a call: absent when the endpoint takes none, optional when everything in it is. */
type Part<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: never }
  : object extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

type BodyPart<E> = E extends { multipart: true } ? { body: FormData } : Part<'body', BodyIn<E>>;

/** What a call of `E` takes: its path params, query and body, typed by the endpoint's schemas, and request options. */
export type CallInput<E> = Part<'params', ParamsIn<E>> &
  Part<'query', QueryIn<E>> &
  BodyPart<E> &
  Omit<RequestOptions, 'method' | 'body'>;

type CallArgs<E> = object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** In development and tests every answer is checked against its schema; a production build does not pay for it. */
const CHECK_RESPONSES = !import.meta.env.PROD;

function urlOf(e: EndpointDefinition, input: { params?: unknown; query?: unknown } | undefined): string {
  return (
    fillPath(e.path, input?.params as Record<string, unknown> | undefined) +
    queryString(input?.query as Record<string, unknown> | undefined)
  );
}

function requestOptions(e: EndpointDefinition, input: CallInput<EndpointDefinition> | undefined): RequestOptions {
  const { params: _params, query: _query, body, ...options } = input ?? {};
  return { ...options, method: e.method, body };
}

/** A mismatch between what the API answered and its contract is a bug on one side: say so loudly, where. */
export class ContractMismatchError extends Error {
  constructor(e: EndpointDefinition, issues: unknown) {
    super(`${e.method} ${e.path} answered outside its contract: ${JSON.stringify(issues)}`);
    this.name = 'ContractMismatchError';
  }
}

/**
 * Calls one operation of the endpoint table by name: `call(transfersApi.create, { body, headers })`. The path,
 * method and shapes come from the contract, so nothing about the operation is spelled in the app.
 */
export async function call<const E extends EndpointDefinition>(e: E, ...[input]: CallArgs<E>): Promise<ResponseOf<E>> {
  const data = await apiRequest<unknown>(urlOf(e, input), requestOptions(e, input as CallInput<EndpointDefinition>));
  if (CHECK_RESPONSES && e.response) {
    const parsed = e.response.safeParse(data);
    if (!parsed.success) throw new ContractMismatchError(e, parsed.error.issues);
  }
  return data as ResponseOf<E>;
}

/** Fetches a file an operation answers (a PDF, a CSV, a template) as a Blob. */
export function download<const E extends EndpointDefinition & { file: string }>(
  e: E,
  ...[input]: CallArgs<E>
): Promise<Blob> {
  return apiDownload(urlOf(e, input), requestOptions(e, input as CallInput<EndpointDefinition>));
}

/** The address of an operation, for the few places that need a URL rather than a call (a link to a file). */
export function pathOf<const E extends EndpointDefinition>(e: E, ...[input]: CallArgs<E>): string {
  return urlOf(e, input);
}

/**
 * A file at an address the API itself answered (a product picture's `url`), fetched with the session's key: an
 * `<img src>` would not send it. The API's links start with `/api`, which the client adds itself.
 */
export function downloadLink(url: string, options: Omit<RequestOptions, 'method' | 'body'> = {}): Promise<Blob> {
  return apiDownload(url.replace(/^\/api(?=\/)/, ''), options);
}
