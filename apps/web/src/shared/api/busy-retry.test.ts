import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/render.tsx';
import { ApiError } from './api-error.ts';
import { api, BUSY_RETRIES } from './client.ts';
import { queryClient } from './query-client.ts';

const fetchMock = vi.fn<typeof fetch>();
const busy = (headers: Record<string, string> = { 'retry-after': '1', 'x-shed': '1' }) =>
  jsonResponse(503, { code: 'busy', message: 'The server is busy right now. Please try again in a moment' }, headers);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // The spread of each wait at its middle: waits of exactly 1, 2, 4 s.
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

/** Settles a request while the fake clock runs; the number of fetches made by each moment is recorded. */
async function settle<T>(promise: Promise<T>, ms: number) {
  const outcome = promise.then(
    (value) => ({ value, error: null }),
    (error: unknown) => ({ value: null, error }),
  );
  await vi.advanceTimersByTimeAsync(ms);
  return outcome;
}

describe('a busy server (503 with Retry-After)', () => {
  it('a GET is sent again after the wait the server names, backing off, and then succeeds', async () => {
    fetchMock.mockResolvedValueOnce(busy()).mockResolvedValueOnce(busy()).mockResolvedValueOnce(jsonResponse(200, 1));
    const request = api.get<number>('/user/balance');

    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const { value } = await settle(request, 1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(value).toBe(1);
  });

  it('gives up after a bounded number of tries and hands the translated answer to the caller', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(busy()));
    const { error } = await settle(api.get('/user/balance'), 60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1 + BUSY_RETRIES);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, code: 'busy', retryAfter: 1 });
    expect((error as ApiError).message).toBe('The server is busy right now. Please try again in a moment');
  });

  it('sends a shed POST again with the same body: the server refused it before doing anything', async () => {
    fetchMock.mockResolvedValueOnce(busy()).mockResolvedValueOnce(jsonResponse(201, { id: 7 }));
    const { value } = await settle(api.post('/user/book/', { city: 'Kyiv' }), 1000);
    expect(value).toEqual({ id: 7 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]![1]).toMatchObject({ method: 'POST', body: '{"city":"Kyiv"}' });
  });

  it('sends a POST with an Idempotency-Key again under the same key, even when it is not known to be shed', async () => {
    fetchMock.mockResolvedValueOnce(busy({ 'retry-after': '1' })).mockResolvedValueOnce(jsonResponse(201, {}));
    await settle(api.post('/transfers', { amount: '5' }, { headers: { 'Idempotency-Key': 'key-1' } }), 1000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(new Headers(fetchMock.mock.calls[1]![1]?.headers).get('Idempotency-Key')).toBe('key-1');
  });

  it('never repeats a write that may have been done: a 503 neither shed nor idempotent reaches the caller', async () => {
    fetchMock.mockResolvedValueOnce(busy({ 'retry-after': '1' }));
    const { error } = await settle(api.post('/user/book/', {}), 10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ status: 503 });
  });

  it('does not wait without Retry-After, and stops waiting when the request is cancelled', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(503, { code: 'internal_error', message: 'Down' }));
    const { error } = await settle(api.get('/user/balance'), 0);
    expect(error).toMatchObject({ status: 503, code: 'internal_error' });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockReset();
    fetchMock.mockResolvedValue(busy());
    const controller = new AbortController();
    const request = settle(api.get('/user/balance', { signal: controller.signal }), 100);
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    expect((await request).error).toBeTruthy();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('queries do not pile their own retries on a busy answer the client already retried', () => {
    const retry = queryClient.getDefaultOptions().queries?.retry as (n: number, e: unknown) => boolean;
    expect(retry(0, new ApiError({ status: 503, code: 'busy', message: '' }))).toBe(false);
    expect(retry(0, new ApiError({ status: 500, code: 'internal_error', message: '' }))).toBe(true);
    expect(retry(0, new ApiError({ status: 404, code: 'not_found', message: '' }))).toBe(false);
  });
});
