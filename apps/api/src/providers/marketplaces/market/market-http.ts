import { MarketplaceError, type MarketplaceErrorCode } from '../marketplace.ts';
import type { AdapterDeps } from '../marketplaces.ts';
import { fetchOrUnavailable, LONGEST_WAIT_SECONDS, sendPaced, type HttpAnswer } from '../paced-http.ts';
import type { MarketEndpoints } from './market-endpoints.ts';

/*
 * One HTTP exchange with the market: JSON for its REST API with the shop's bearer, forms with HTTP Basic client
 * authentication for its OAuth endpoints, and its rate limit honoured (../paced-http.ts). The market allows 20
 * requests a second per token and says what is left in the IETF `RateLimit: limit=20, remaining=N, reset=S` header:
 * at 0 we wait `reset` seconds.
 */

export type MarketAnswer = HttpAnswer;

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
    return fetchOrUnavailable(deps.fetch, url, { method: request.method, headers, body }, 'The market');
  }

  /** The answer, whatever its status, once the rate limit lets it through. */
  const send = (request: MarketRequest): Promise<MarketAnswer> =>
    sendPaced({
      once: () => once(request),
      words: marketWords,
      waits: deps.waits,
      pauseAfter: (response) => {
        const limit = rateLimitOf(response.headers.get('ratelimit'));
        return limit && limit.remaining === 0 && limit.reset > 0
          ? Math.min(limit.reset, LONGEST_WAIT_SECONDS) * 1000
          : 0;
      },
    });

  return { send };
}

export type MarketHttp = ReturnType<typeof marketHttp>;
