import { currentLanguage } from '../i18n/i18n.ts';
import { htmlLang } from '../i18n/languages.ts';
import { tokenStore } from '../session/token.ts';
import { ApiError, NETWORK_ERROR, parseApiError } from './api-error.ts';

export const API_BASE = '/api';
export const API_KEY_HEADER = 'API-KEY';

/** What the app does on the two §7 answers every request may get; set once by the app at start. */
export interface ApiHandlers {
  /** 403 `{ logout: true }`: the token is already cleared when this runs. */
  sessionEnded(error: ApiError): void;
  /** 403 `{ mandatory_field }`: the user has to fill in that data first. */
  mandatoryField(field: string, error: ApiError): void;
}

let handlers: Partial<ApiHandlers> = {};
export function setApiHandlers(next: Partial<ApiHandlers>): void {
  handlers = next;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Skip the app's navigation on a 403 (signing out must not bounce to /login with a cameFrom). */
  skipSessionHandling?: boolean;
  /** Extra headers, e.g. `Idempotency-Key` on money-moving POSTs (see shared/api/idempotency.ts). */
  headers?: Record<string, string>;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The one way the app talks to the API: token, language, JSON, and one error path. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  const data = await readBody(response);
  if (response.ok) return data as T;
  throw failure(response, data, options);
}

/**
 * A file the API makes (CSV, PDF): the same token, language and error path, answered as a Blob. Usually a GET;
 * some documents are asked for with a POST body (stickers of several shipments, §7).
 */
export async function apiDownload(path: string, options: RequestOptions = {}): Promise<Blob> {
  const response = await send(path, options, '*/*');
  if (response.ok) return response.blob();
  throw failure(response, await readBody(response), options);
}

/** How many times a shed answer is sent again before the caller sees it (waits of about 1, 2 and 4 s). */
export const BUSY_RETRIES = 3;

/**
 * The wait before sending again after a 503 with Retry-After, or null when it must not be sent again: a GET may,
 * and so may a request the server shed before doing anything (`x-shed: 1`, apps/api platform/http/load-shed.ts)
 * or one carrying an Idempotency-Key (done at most once whatever happens); any other write may have been done.
 */
function busyRetryDelay(response: Response, options: RequestOptions, attempt: number): number | null {
  const retryAfter = response.headers.get('retry-after');
  if (response.status !== 503 || !retryAfter || !/^\d+$/.test(retryAfter) || attempt >= BUSY_RETRIES) return null;
  const method = options.method ?? 'GET';
  const idempotent = Object.keys(options.headers ?? {}).some((h) => h.toLowerCase() === 'idempotency-key');
  if (method !== 'GET' && response.headers.get('x-shed') !== '1' && !idempotent) return null;
  // Backing off, and spread out, so that clients shed together do not all come back at the same moment.
  return Math.min(8_000, Number(retryAfter) * 1000 * 2 ** attempt) * (0.75 + Math.random() / 2);
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}

async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const response = await sendOnce(path, options, accept);
    const wait = busyRetryDelay(response, options, attempt);
    if (wait === null) return response;
    void response.body?.cancel();
    await pause(wait, options.signal);
  }
}

async function sendOnce(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const headers = new Headers({ ...options.headers, Accept: accept, 'Accept-Language': htmlLang(currentLanguage()) });
  const token = tokenStore.get();
  if (token) headers.set(API_KEY_HEADER, token);
  // A FormData body (file uploads) goes as multipart: the browser sets its Content-Type with the boundary.
  const form = options.body instanceof FormData ? options.body : null;
  if (options.body !== undefined && !form) headers.set('Content-Type', 'application/json');

  try {
    return await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
    });
  } catch (err) {
    if (options.signal?.aborted) throw err;
    throw new ApiError({ status: 0, code: NETWORK_ERROR, message: '' });
  }
}

function failure(response: Response, data: unknown, options: RequestOptions): ApiError {
  const error = parseApiError(response.status, data, response.headers);
  if (error.sessionEnded) {
    tokenStore.clear();
    if (!options.skipSessionHandling) handlers.sessionEnded?.(error);
  } else if (error.mandatoryField && !options.skipSessionHandling) {
    handlers.mandatoryField?.(error.mandatoryField, error);
  }
  return error;
}

type Options = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Options) => apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'DELETE', body }),
};
