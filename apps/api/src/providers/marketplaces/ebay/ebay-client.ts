import { MarketplaceError, type ShopSession } from '../marketplace.ts';
import type { AdapterDeps } from '../marketplaces.ts';
import { shopAccessToken } from '../shop-access-token.ts';
import { EBAY_MARKETPLACE, type EbayEndpoints } from './ebay-endpoints.ts';
import type { EbayOAuth } from './ebay-oauth.ts';

/*
 * One eBay REST call with the seller's user token: `Authorization: Bearer` for the Sell and Commerce APIs, `IAF` and
 * the marketplace header for the older Post-Order API. The token is refreshed (and saved) shortly before it expires or
 * when eBay answers 401; a 429 is waited out through `waits.sleep` for as long as Retry-After says (eBay counts calls
 * per app and day), unless that is longer than an import should sleep; eBay's `errors[]` become our codes.
 */

export interface EbayRequest {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** The Commerce Identity API (apiz.ebay.com) rather than api.ebay.com. */
  identity?: boolean;
  /** Post-Order takes the OAuth token as `IAF <token>`, with the marketplace in a header. */
  postOrder?: boolean;
}

export interface EbayAnswer<T> {
  body: T | null;
  headers: Headers;
}

interface EbayErrors {
  errors?: Array<{ errorId?: number; message?: string; longMessage?: string }>;
}

const MAX_THROTTLED = 5;
/** eBay documents no Retry-After: without one, a minute. */
const DEFAULT_WAIT_MS = 60_000;
/** A daily limit that frees a call only hours later is not waited for here: the import tries again later. */
const MAX_WAIT_MS = 15 * 60_000;
const TIMEOUT_MS = 30_000;

const firstError = (text: string) => {
  try {
    return (JSON.parse(text) as EbayErrors).errors?.[0];
  } catch {
    return undefined;
  }
};

function codeOf(status: number) {
  if (status === 404) return 'not_found' as const;
  if (status === 429) return 'rate_limited' as const;
  if (status === 401 || status === 403) return 'reauthorize' as const;
  if (status >= 500) return 'unavailable' as const;
  return 'invalid' as const;
}

export function ebayClient(endpoints: EbayEndpoints, deps: AdapterDeps, oauth: EbayOAuth) {
  const accessToken = (session: ShopSession, force: boolean) =>
    shopAccessToken(session, { force, now: deps.now, refresh: (refreshToken) => oauth.refresh(refreshToken) });

  function urlOf(request: EbayRequest): URL {
    const url = new URL(`${request.identity ? endpoints.identityUrl : endpoints.apiUrl}${request.path}`);
    for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, value);
    return url;
  }

  async function call<T>(session: ShopSession, request: EbayRequest): Promise<EbayAnswer<T>> {
    let forceRefresh = false;
    let refreshedOnce = false;
    for (let attempt = 0; ; attempt += 1) {
      const token = await accessToken(session, forceRefresh);
      forceRefresh = false;
      const response = await deps.fetch(urlOf(request), {
        method: request.method,
        headers: {
          authorization: request.postOrder ? `IAF ${token}` : `Bearer ${token}`,
          accept: 'application/json',
          ...(request.postOrder ? { 'x-ebay-c-marketplace-id': EBAY_MARKETPLACE } : {}),
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const text = await response.text();
      if (response.ok) return { body: text ? (JSON.parse(text) as T) : null, headers: response.headers };
      const error = firstError(text);
      const message = error?.message ?? response.statusText;
      if (response.status === 429 && attempt < MAX_THROTTLED) {
        const retryAfter = Number(response.headers.get('retry-after'));
        const waitMs = retryAfter > 0 ? retryAfter * 1000 : DEFAULT_WAIT_MS;
        if (waitMs <= MAX_WAIT_MS) {
          await deps.waits.sleep(waitMs);
          continue;
        }
      }
      // A token eBay stopped taking before we expected: one fresh token, one more try.
      if (response.status === 401 && !refreshedOnce) {
        forceRefresh = true;
        refreshedOnce = true;
        continue;
      }
      throw new MarketplaceError(codeOf(response.status), message, response.status);
    }
  }

  return { call };
}

export type EbayClient = ReturnType<typeof ebayClient>;
