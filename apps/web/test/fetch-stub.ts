import { vi } from 'vitest';
import { jsonResponse } from './render.tsx';

type Handler = (body: unknown) => Response;

/**
 * Stubs fetch with answers keyed by "METHOD /api/path"; an unexpected request fails the test loudly.
 * Returns the list of requests made, for assertions.
 */
export function stubApi(handlers: Record<string, Handler | [number, unknown]>) {
  const calls: Array<{ key: string; body: unknown; headers: Headers }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ key, body, headers: new Headers(init?.headers) });
    const handler = handlers[key];
    if (!handler) throw new Error(`Unexpected request ${key}`);
    return Array.isArray(handler) ? jsonResponse(handler[0], handler[1]) : handler(body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
