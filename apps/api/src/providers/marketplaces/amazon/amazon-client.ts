import { MarketplaceError, type ShopSession } from '../marketplace.ts';
import type { AdapterDeps } from '../marketplaces.ts';
import { shopAccessToken } from '../shop-access-token.ts';
import type { AmazonEndpoints } from './amazon-endpoints.ts';
import type { LwaClient } from './amazon-lwa.ts';
import { restrictedTokens } from './amazon-restricted-data.ts';
import { AMAZON_USAGE_PLANS, RATE_LIMIT_HEADER, type AmazonOperation } from './amazon-usage-plans.ts';

/*
 * One Selling Partner API call as Amazon expects it: the LWA access token in `x-amz-access-token`, refreshed (and
 * saved) shortly before it expires or when Amazon says it has — or, for a read of personal data, the seller's
 * Restricted Data Token (amazon-restricted-data.ts); a 429 waited out through `waits.sleep` for as long as
 * the operation's rate takes to restore one request, then tried again; Amazon's `errors[]` turned into our codes.
 */

export interface SpApiRequest {
  operation: AmazonOperation;
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** A read that returns the buyer's personal data: made with the seller's Restricted Data Token when Amazon gives one. */
  restricted?: boolean;
}

interface SpApiErrors {
  errors?: Array<{ code?: string; message?: string; details?: string }>;
}

/** A 429 is waited out this many times before the import gives up on the call. */
const MAX_THROTTLED = 10;
const TIMEOUT_MS = 30_000;
const USER_AGENT = 'SellerCabinet/1.0 (Language=TypeScript)';

const errorsOf = (text: string): SpApiErrors['errors'] => {
  try {
    return (JSON.parse(text) as SpApiErrors).errors ?? [];
  } catch {
    return [];
  }
};

/**
 * `orderResources` are what the seller's Restricted Data Token is asked to cover: the order reads of the Orders API
 * the adapter speaks (amazon-restricted-data.ts).
 */
export function spApiClient(
  endpoints: AmazonEndpoints,
  deps: AdapterDeps,
  lwa: LwaClient,
  orderResources: readonly object[],
) {
  /** The rate each operation last announced in x-amzn-RateLimit-Limit (a seller may have more than the default). */
  const announcedRates = new Map<AmazonOperation, number>();

  const accessToken = (session: ShopSession, force: boolean) =>
    shopAccessToken(session, { force, now: deps.now, refresh: (refreshToken) => lwa.refresh(refreshToken) });

  const rdts = restrictedTokens(
    (session) =>
      call(session, {
        operation: 'createRestrictedDataToken',
        method: 'POST',
        path: '/tokens/2021-03-01/restrictedDataToken',
        body: { restrictedResources: orderResources },
      }),
    deps.now,
  );

  function urlOf(request: SpApiRequest): URL {
    const url = new URL(`${endpoints.apiUrl}${request.path}`);
    for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, value);
    return url;
  }

  function waitMs(operation: AmazonOperation): number {
    return Math.ceil(1000 / (announcedRates.get(operation) ?? AMAZON_USAGE_PLANS[operation].rate));
  }

  /** The answer's JSON (null for 204), or a MarketplaceError carrying Amazon's own message and status. */
  async function call<T>(session: ShopSession, request: SpApiRequest): Promise<T | null> {
    let forceRefresh = false;
    let refreshedOnce = false;
    for (let attempt = 0; ; attempt += 1) {
      const restricted = request.restricted ? await rdts.get(session) : null;
      const token = restricted ?? (await accessToken(session, forceRefresh));
      forceRefresh = false;
      const response = await deps.fetch(urlOf(request), {
        method: request.method,
        headers: {
          'x-amz-access-token': token,
          accept: 'application/json',
          'user-agent': USER_AGENT,
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const announced = Number(response.headers.get(RATE_LIMIT_HEADER));
      if (announced > 0) announcedRates.set(request.operation, announced);
      const text = await response.text();
      if (response.ok) return text ? (JSON.parse(text) as T) : null;
      const first = errorsOf(text)?.[0];
      const message = [first?.message, first?.details].filter(Boolean).join(': ') || response.statusText;
      if (response.status === 429 && attempt < MAX_THROTTLED) {
        await deps.waits.sleep(waitMs(request.operation));
        continue;
      }
      // A token Amazon has stopped taking before we expected (clock skew): one fresh token, one more try.
      if (response.status === 403 && first?.code === 'Unauthorized' && !refreshedOnce) {
        if (restricted) rdts.forget(session);
        else forceRefresh = true;
        refreshedOnce = true;
        continue;
      }
      throw new MarketplaceError(codeOf(response.status), message, response.status);
    }
  }

  return {
    call,
    /** Whether the last order reads for this seller went without an RDT, Amazon having refused one. */
    personalDataRefused: (session: ShopSession) => rdts.refused(session),
  };
}

function codeOf(status: number) {
  if (status === 404) return 'not_found' as const;
  if (status === 429) return 'rate_limited' as const;
  if (status === 401 || status === 403) return 'reauthorize' as const;
  if (status >= 500) return 'unavailable' as const;
  return 'invalid' as const;
}

export type SpApiClient = ReturnType<typeof spApiClient>;
