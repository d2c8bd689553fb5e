import { MarketplaceError, type MarketplaceErrorCode } from '../marketplace.ts';
import type { AdapterDeps } from '../marketplaces.ts';
import type { EtsyEndpoints } from './etsy-endpoints.ts';

/*
 * One HTTP exchange with Etsy's Open API v3: the app's `x-api-key: keystring:shared_secret` on every request (Etsy
 * refuses a key without its secret since 9 Feb 2026), the bearer when acting for a shop, and its rate limit honoured.
 * Etsy reports what is left in `x-remaining-this-second`; at 0 we wait for the next second rather than earn a 429,
 * and a 429 is waited out for its `retry-after` a few times before giving up. Every wait goes through `waits.sleep`,
 * so an import can say how long Etsy held it.
 */

export interface EtsyAnswer {
  status: number;
  body: unknown;
}

export interface EtsyRequest {
  method: 'GET' | 'POST';
  /** From `/v3/…`. */
  path: string;
  query?: Record<string, string>;
  /** Sent as application/x-www-form-urlencoded, as Etsy's token and write endpoints take it. */
  form?: Record<string, string>;
  accessToken?: string;
}

/** 429s waited out before the call fails `rate_limited`. */
const RATE_LIMIT_RETRIES = 3;
/** A retry-after beyond this (the daily quota is spent) is not waited for: the import resumes later. */
const LONGEST_WAIT_SECONDS = 60;
const TIMEOUT_MS = 30_000;

/** Etsy's own words for a refusal: `{error}` or OAuth's `{error, error_description}`. */
export function etsyWords(body: unknown, status: number): string {
  if (body && typeof body === 'object') {
    const { error, error_description: description } = body as { error?: unknown; error_description?: unknown };
    if (typeof error === 'string') return typeof description === 'string' ? `${error}: ${description}` : error;
  }
  return `HTTP ${status}`;
}

/** A refusal in our terms; `forbidden` says what a 403 means for this call (tracking: the shop is restricted). */
export function etsyFailure(answer: EtsyAnswer, forbidden: MarketplaceErrorCode = 'unavailable'): MarketplaceError {
  const words = etsyWords(answer.body, answer.status);
  const code: MarketplaceErrorCode =
    answer.status === 401
      ? 'reauthorize'
      : answer.status === 403
        ? forbidden
        : answer.status === 404
          ? 'not_found'
          : answer.status === 429
            ? 'rate_limited'
            : answer.status >= 400 && answer.status < 500
              ? 'invalid'
              : 'unavailable';
  return new MarketplaceError(code, words, answer.status);
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text.slice(0, 500);
  }
}

export function etsyHttp(endpoints: EtsyEndpoints, deps: AdapterDeps) {
  const apiKey = `${endpoints.keystring}:${endpoints.sharedSecret}`;

  async function once(request: EtsyRequest): Promise<Response> {
    const url = new URL(`${endpoints.apiUrl}${request.path}`);
    for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, value);
    const headers: Record<string, string> = { 'x-api-key': apiKey, accept: 'application/json' };
    if (request.accessToken) headers.authorization = `Bearer ${request.accessToken}`;
    if (request.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    try {
      return await deps.fetch(url, {
        method: request.method,
        headers,
        body: request.form ? new URLSearchParams(request.form).toString() : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new MarketplaceError('unavailable', `Etsy did not answer: ${(error as Error).message}`);
    }
  }

  /** The answer, whatever its status, once the rate limit lets it through. */
  async function send(request: EtsyRequest): Promise<EtsyAnswer> {
    for (let attempt = 0; ; attempt += 1) {
      const response = await once(request);
      const body = await bodyOf(response);
      if (response.status === 429) {
        const retryAfter = Math.max(1, Number(response.headers.get('retry-after')) || 1);
        if (attempt >= RATE_LIMIT_RETRIES || retryAfter > LONGEST_WAIT_SECONDS) {
          throw new MarketplaceError('rate_limited', etsyWords(body, 429), 429);
        }
        await deps.waits.sleep(retryAfter * 1000);
        continue;
      }
      if (response.headers.get('x-remaining-this-second') === '0') {
        await deps.waits.sleep(1000 - (deps.now().getTime() % 1000));
      }
      return { status: response.status, body };
    }
  }

  return { send };
}

export type EtsyHttp = ReturnType<typeof etsyHttp>;
