import { MarketplaceError, type MarketplaceErrorCode } from '../marketplace.ts';
import type { AdapterDeps } from '../marketplaces.ts';
import type { MarketEndpoints } from './market-endpoints.ts';

/*
 * One HTTP exchange with the market: JSON for its REST API with the shop's bearer, forms with HTTP Basic client
 * authentication for its OAuth endpoints. The market allows 20 requests a second per token and says what is left in
 * the IETF `RateLimit: limit=20, remaining=N, reset=S` header: at 0 we wait `reset` seconds rather than earn a 429,
 * and a 429 is waited out for its `Retry-After` a few times before giving up. Every wait goes through `waits.sleep`,
 * so an import can say how long the market held it.
 */

export interface MarketAnswer {
  status: number;
  body: unknown;
}

export interface MarketRequest {
  method: 'GET' | 'POST';
  /** From `/oauth/…` or `/v1/…`. */
  path: string;
  query?: Record<string, string>;
  /** A JSON body (the REST API). */
  json?: unknown;
  /** A form body (the OAuth endpoints). */
  form?: Record<string, string>;
  /** A shop's access token, or the app's own credentials (HTTP Basic) at the OAuth endpoints. */
  auth: { bearer: string } | 'client';
}

/** 429s waited out before the call fails `rate_limited`. */
const RATE_LIMIT_RETRIES = 3;
/** A Retry-After beyond this is not waited for: the import resumes later. */
const LONGEST_WAIT_SECONDS = 60;
const TIMEOUT_MS = 30_000;

/**
 * The market's own words for a refusal: a problem's `detail` (or `title`), or an OAuth error with its
 * description.
 */
export function marketWords(body: unknown, status: number): string {
  if (body && typeof body === 'object') {
    const { detail, title, error, error_description: description } = body as Record<string, unknown>;
    if (typeof detail === 'string') return detail;
    if (typeof title === 'string') return title;
    if (typeof error === 'string') return typeof description === 'string' ? `${error}: ${description}` : error;
  }
  return `HTTP ${status}`;
}

/** A refusal in our terms; `meaning` says what a status means for this call (a 409 on cancel: refused). */
export function marketFailure(
  answer: MarketAnswer,
  meaning: Partial<Record<number, MarketplaceErrorCode>> = {},
): MarketplaceError {
  const { status } = answer;
  const code: MarketplaceErrorCode =
    meaning[status] ??
    (status === 401
      ? 'reauthorize'
      : status === 404
        ? 'not_found'
        : status === 429
          ? 'rate_limited'
          : status >= 400 && status < 500
            ? 'invalid'
            : 'unavailable');
  return new MarketplaceError(code, marketWords(answer.body, status), status);
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text.slice(0, 500);
  }
}

/** `remaining` and `reset` of an IETF RateLimit header ("limit=20, remaining=0, reset=1"). */
export function rateLimitOf(header: string | null): { remaining: number; reset: number } | null {
  if (!header) return null;
  const fields = Object.fromEntries(
    header.split(',').map((part) => part.trim().split('=') as [string, string | undefined]),
  );
  const remaining = Number(fields.remaining);
  const reset = Number(fields.reset);
  return Number.isFinite(remaining) && Number.isFinite(reset) ? { remaining, reset } : null;
}

export function marketHttp(endpoints: MarketEndpoints, deps: AdapterDeps) {
  const basic = `Basic ${Buffer.from(`${endpoints.clientId}:${endpoints.clientSecret}`).toString('base64')}`;

  async function once(request: MarketRequest): Promise<Response> {
    const url = new URL(`${endpoints.baseUrl}${request.path}`);
    for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, value);
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: request.auth === 'client' ? basic : `Bearer ${request.auth.bearer}`,
    };
    let body: string | undefined;
    if (request.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(request.form).toString();
    } else if (request.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.json);
    }
    try {
      return await deps.fetch(url, { method: request.method, headers, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new MarketplaceError('unavailable', `The market did not answer: ${(error as Error).message}`);
    }
  }

  /** The answer, whatever its status, once the rate limit lets it through. */
  async function send(request: MarketRequest): Promise<MarketAnswer> {
    for (let attempt = 0; ; attempt += 1) {
      const response = await once(request);
      const body = await bodyOf(response);
      if (response.status === 429) {
        const retryAfter = Math.max(1, Number(response.headers.get('retry-after')) || 1);
        if (attempt >= RATE_LIMIT_RETRIES || retryAfter > LONGEST_WAIT_SECONDS) {
          throw new MarketplaceError('rate_limited', marketWords(body, 429), 429);
        }
        await deps.waits.sleep(retryAfter * 1000);
        continue;
      }
      const limit = rateLimitOf(response.headers.get('ratelimit'));
      if (limit && limit.remaining === 0 && limit.reset > 0) {
        await deps.waits.sleep(Math.min(limit.reset, LONGEST_WAIT_SECONDS) * 1000);
      }
      return { status: response.status, body };
    }
  }

  return { send };
}

export type MarketHttp = ReturnType<typeof marketHttp>;
