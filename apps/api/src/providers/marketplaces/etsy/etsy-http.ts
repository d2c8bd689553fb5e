import { MarketplaceError, type MarketplaceErrorCode } from '../marketplace.ts';
import type { AdapterDeps } from '../marketplaces.ts';
import { fetchOrUnavailable, sendPaced, type HttpAnswer } from '../paced-http.ts';
import type { EtsyEndpoints } from './etsy-endpoints.ts';

/*
 * One HTTP exchange with Etsy's Open API v3: the app's `x-api-key: keystring:shared_secret` on every request (Etsy
 * refuses a key without its secret since 9 Feb 2026), the bearer when acting for a shop, and its rate limit honoured
 * (../paced-http.ts). Etsy reports what is left in `x-remaining-this-second`; at 0 we wait for the next second.
 */

export type EtsyAnswer = HttpAnswer;

export interface EtsyRequest {
  method: 'GET' | 'POST';
  /** From `/v3/…`. */
  path: string;
  query?: Record<string, string>;
  /** Sent as application/x-www-form-urlencoded, as Etsy's token endpoint takes it. */
  form?: Record<string, string>;
  /** Sent as application/json, as the current definition declares createReceiptShipment's body. */
  json?: Record<string, unknown>;
  accessToken?: string;
}

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

export function etsyHttp(endpoints: EtsyEndpoints, deps: AdapterDeps) {
  const apiKey = `${endpoints.keystring}:${endpoints.sharedSecret}`;

  async function once(request: EtsyRequest): Promise<Response> {
    const url = new URL(`${endpoints.apiUrl}${request.path}`);
    for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, value);
    const headers: Record<string, string> = { 'x-api-key': apiKey, accept: 'application/json' };
    if (request.accessToken) headers.authorization = `Bearer ${request.accessToken}`;
    let body: string | undefined;
    if (request.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(request.form).toString();
    } else if (request.json) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.json);
    }
    const response = await fetchOrUnavailable(deps.fetch, url, { method: request.method, headers, body }, 'Etsy');
    // The day's quota is spent: no wait within a call will bring it back (it refills over 24 hours), so the call
    // fails at once and an import stops here, to resume from its cursor on a later run.
    if (response.status === 429 && response.headers.get('x-remaining-today') === '0') {
      const refusal = (await response.json().catch(() => null)) as unknown;
      throw new MarketplaceError('rate_limited', `${etsyWords(refusal, 429)} (daily quota spent)`, 429);
    }
    return response;
  }

  /** The answer, whatever its status, once the rate limit lets it through. */
  const send = (request: EtsyRequest): Promise<EtsyAnswer> =>
    sendPaced({
      once: () => once(request),
      words: etsyWords,
      waits: deps.waits,
      pauseAfter: (response) =>
        response.headers.get('x-remaining-this-second') === '0' ? 1000 - (deps.now().getTime() % 1000) : 0,
    });

  return { send };
}

export type EtsyHttp = ReturnType<typeof etsyHttp>;
