import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from './constants.ts';
import { ChunkLoadTimeoutError, withTimeout } from './lazy-page.ts';

afterEach(() => vi.useRealTimers());

describe('withTimeout (§8 chunk load failure after 120 s)', () => {
  it('fails a chunk that has not arrived after 120 seconds', async () => {
    vi.useFakeTimers();
    const never = new Promise(() => undefined);
    const result = withTimeout(never);
    vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void result.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    vi.advanceTimersByTime(1);
    await expect(result).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
  });

  it('passes a chunk that arrives in time', async () => {
    await expect(withTimeout(Promise.resolve('module'))).resolves.toBe('module');
  });
});
