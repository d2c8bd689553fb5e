import { MarketplaceError, type RateWaits } from './marketplace.ts';

/*
 * The HTTP exchange Etsy's and the market's adapters share: a timeout, a marketplace that does not answer is
 * `unavailable`, and a rate limit honoured. A 429 is waited out for its Retry-After a few times before the call fails
 * `rate_limited`; an answer that spent the last of the quota is followed by the wait the marketplace asks for (each
 * says it in its own header), rather than earning a 429. Every wait goes through `waits.sleep`, so an import can say
 * how long the marketplace held it.
 */

export interface HttpAnswer {
  status: number;
  body: unknown;
}

/** 429s waited out before the call fails `rate_limited`. */
const RATE_LIMIT_RETRIES = 3;
/** A Retry-After beyond this (a daily quota is spent) is not waited for: the import resumes later. */
export const LONGEST_WAIT_SECONDS = 60;
const TIMEOUT_MS = 30_000;

/** One request; a network failure or a timeout says which marketplace did not answer. */
export async function fetchOrUnavailable(
  fetchImpl: typeof fetch,
  url: URL,
  init: { method: string; headers: Record<string, string>; body?: string },
  marketplace: string,
): Promise<Response> {
  try {
    return await fetchImpl(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new MarketplaceError('unavailable', `${marketplace} did not answer: ${(error as Error).message}`);
  }
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text.slice(0, 500);
  }
}

/** The answer, whatever its status, once the rate limit lets it through. */
export async function sendPaced(options: {
  once(): Promise<Response>;
  /** The marketplace's own words for a refusal. */
  words(body: unknown, status: number): string;
  waits: RateWaits;
  /** Milliseconds to wait after this answer before the next call (0 when quota is left). */
  pauseAfter(response: Response): number;
}): Promise<HttpAnswer> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await options.once();
    const body = await bodyOf(response);
    if (response.status === 429) {
      const retryAfter = Math.max(1, Number(response.headers.get('retry-after')) || 1);
      if (attempt >= RATE_LIMIT_RETRIES || retryAfter > LONGEST_WAIT_SECONDS) {
        throw new MarketplaceError('rate_limited', options.words(body, 429), 429);
      }
      await options.waits.sleep(retryAfter * 1000);
      continue;
    }
    const pause = options.pauseAfter(response);
    if (pause > 0) await options.waits.sleep(pause);
    return { status: response.status, body };
  }
}
