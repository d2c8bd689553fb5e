import { MarketplaceError, type ShopCredentials, type ShopSession } from '../marketplace.ts';
import type { AdapterDeps } from '../marketplaces.ts';
import { SHOPIFY_API_VERSION } from './shopify-domain.ts';
import { PROTECTED_FIELDS } from './shopify-queries.ts';

/*
 * One shop's Admin API over HTTP: the token endpoint (code exchange, refresh) and GraphQL calls with the shop's
 * X-Shopify-Access-Token. It refreshes an expiring token itself, saving the new pair before using it (Shopify
 * replaces the refresh token every time), and keeps to the calculated-cost rate limit: it remembers each shop's
 * throttleStatus and each operation's requested cost, waits (through deps.waits) until the bucket can pay for the
 * next call, and on THROTTLED waits for the points it lacks and tries again. No token ever goes into an error.
 */

export interface ShopifyApp {
  clientId: string;
  clientSecret: string;
}

interface TokenAnswer {
  access_token: string;
  scope: string;
  expires_in?: number;
  refresh_token?: string;
  refresh_token_expires_in?: number;
}

interface ThrottleStatus {
  maximumAvailable: number;
  currentlyAvailable: number;
  restoreRate: number;
}
interface CostExtension {
  requestedQueryCost: number;
  actualQueryCost: number | null;
  throttleStatus: ThrottleStatus;
}
interface GraphqlError {
  message: string;
  path?: Array<string | number>;
  extensions?: { code?: string };
}

/**
 * Shopify refused only the protected customer data fields (ACCESS_DENIED on `customer`, `shippingAddress`): the app
 * is not approved for them yet. The orders can still be read without them; the shop need not be reconnected.
 */
export class CustomerDataDenied extends MarketplaceError {
  constructor(message: string) {
    super('reauthorize', message, 200);
  }
}
interface GraphqlAnswer<T> {
  data?: T | null;
  errors?: GraphqlError[] | string | Record<string, unknown>;
  extensions?: { cost?: CostExtension };
}

const TIMEOUT_MS = 30_000;
/** Refreshed a little before it dies, so a call never starts with a token about to expire. */
const REFRESH_AHEAD_MS = 5 * 60_000;
const THROTTLE_RETRIES = 5;

async function readJson(response: Response): Promise<Record<string, unknown>> {
  const text = await response.text();
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : { errors: text };
  } catch {
    return { errors: text.slice(0, 300) || response.statusText };
  }
}

/** Shopify's words of a refusal: `error_description`, a GraphQL error list, or `errors` as text or object. */
function wordsOf(answer: Record<string, unknown>): string {
  if (typeof answer.error_description === 'string') return answer.error_description;
  const errors = answer.errors;
  if (Array.isArray(errors)) return errors.map((e: GraphqlError) => e.message).join('; ');
  return typeof errors === 'string' ? errors : JSON.stringify(errors ?? answer);
}

function httpRefusal(status: number, answer: Record<string, unknown>): MarketplaceError {
  const words = wordsOf(answer);
  if (status === 401 || status === 403) return new MarketplaceError('reauthorize', words, status);
  if (status === 404) return new MarketplaceError('not_found', words, status);
  if (status === 429) return new MarketplaceError('rate_limited', words, status);
  // 402 (frozen: the bill is unpaid), 423 (locked) and 5xx: the shop cannot be reached through the API for now.
  if (status === 402 || status === 423 || status >= 500) return new MarketplaceError('unavailable', words, status);
  return new MarketplaceError('invalid', words, status);
}

const isProtectedRefusal = (error: GraphqlError) =>
  error.extensions?.code === 'ACCESS_DENIED' && (PROTECTED_FIELDS as readonly unknown[]).includes(error.path?.at(-1));

function graphqlRefusal(errors: GraphqlError[]): MarketplaceError {
  const code = errors[0]?.extensions?.code;
  const words = errors.map((e) => e.message).join('; ');
  if (errors.every(isProtectedRefusal)) return new CustomerDataDenied(words);
  if (code === 'THROTTLED') return new MarketplaceError('rate_limited', words, 200);
  if (code === 'ACCESS_DENIED') return new MarketplaceError('reauthorize', words, 200);
  return new MarketplaceError('invalid', words, 200);
}

export function shopifyClient(app: ShopifyApp, adminBase: (shop: string) => string, deps: AdapterDeps) {
  const buckets = new Map<string, ThrottleStatus & { at: number }>();
  const costs = new Map<string, number>();

  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    deps.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });

  async function token(shop: string, grant: Record<string, unknown>): Promise<ShopCredentials> {
    const response = await post(`${adminBase(shop)}/admin/oauth/access_token`, {
      client_id: app.clientId,
      client_secret: app.clientSecret,
      ...grant,
    });
    const answer = await readJson(response);
    if (response.status >= 500) throw httpRefusal(response.status, answer);
    if (!response.ok) throw new MarketplaceError('invalid_grant', wordsOf(answer), response.status);
    const granted = answer as unknown as TokenAnswer;
    const now = deps.now().getTime();
    return {
      accessToken: granted.access_token,
      refreshToken: granted.refresh_token ?? null,
      accessExpiresAt: granted.expires_in ? new Date(now + granted.expires_in * 1000) : null,
      // When the refresh token dies the seller must install the app again.
      authorizationExpiresAt: granted.refresh_token_expires_in
        ? new Date(now + granted.refresh_token_expires_in * 1000)
        : null,
      account: { shop },
    };
  }

  const shopOf = (session: ShopSession) => session.credentials.account.shop!;

  async function refresh(session: ShopSession): Promise<void> {
    const { refreshToken } = session.credentials;
    if (!refreshToken)
      throw new MarketplaceError('reauthorize', 'The access token expired and there is no refresh token', 401);
    let fresh: ShopCredentials;
    try {
      fresh = await token(shopOf(session), { grant_type: 'refresh_token', refresh_token: refreshToken });
    } catch (error) {
      if (error instanceof MarketplaceError && error.code === 'invalid_grant') {
        throw new MarketplaceError('reauthorize', error.message, error.status);
      }
      throw error;
    }
    // Saved before it is used: the first use retires the refresh token just spent.
    await session.save(fresh);
    session.credentials = fresh;
  }

  async function accessToken(session: ShopSession): Promise<string> {
    const expiresAt = session.credentials.accessExpiresAt;
    if (expiresAt && expiresAt.getTime() - REFRESH_AHEAD_MS <= deps.now().getTime()) await refresh(session);
    return session.credentials.accessToken;
  }

  /** Waits until the shop's bucket, refilled since it was last seen, holds what this operation costs. */
  async function pace(shop: string, operation: string): Promise<void> {
    const bucket = buckets.get(shop);
    const cost = costs.get(operation);
    if (!bucket || cost === undefined) return;
    const elapsed = (deps.now().getTime() - bucket.at) / 1000;
    const available = Math.min(bucket.maximumAvailable, bucket.currentlyAvailable + elapsed * bucket.restoreRate);
    if (available < cost) await deps.waits.sleep(Math.ceil(((cost - available) / bucket.restoreRate) * 1000));
  }

  async function graphql<T>(
    session: ShopSession,
    operation: string,
    query: string,
    variables: Record<string, unknown>,
  ): Promise<T> {
    const shop = shopOf(session);
    let refreshed = false;
    for (let attempt = 0; ; attempt += 1) {
      await pace(shop, operation);
      const response = await post(
        `${adminBase(shop)}/admin/api/${SHOPIFY_API_VERSION}/graphql.json`,
        { query, variables },
        { 'x-shopify-access-token': await accessToken(session) },
      );
      // A token revoked or expired early: one refresh, then the seller must authorise again.
      if (response.status === 401 && !refreshed && session.credentials.refreshToken) {
        await refresh(session);
        refreshed = true;
        continue;
      }
      const answer = (await readJson(response)) as GraphqlAnswer<T>;
      if (!response.ok) throw httpRefusal(response.status, answer as Record<string, unknown>);
      const cost = answer.extensions?.cost;
      if (cost) {
        buckets.set(shop, { ...cost.throttleStatus, at: deps.now().getTime() });
        costs.set(operation, cost.requestedQueryCost);
      }
      const errors = Array.isArray(answer.errors) ? answer.errors : [];
      if (errors[0]?.extensions?.code === 'THROTTLED' && cost && attempt < THROTTLE_RETRIES) {
        const { currentlyAvailable, restoreRate } = cost.throttleStatus;
        await deps.waits.sleep(
          Math.max(1, Math.ceil(((cost.requestedQueryCost - currentlyAvailable) / restoreRate) * 1000)),
        );
        continue;
      }
      if (errors.length > 0) throw graphqlRefusal(errors);
      return answer.data as T;
    }
  }

  /** A REST call with the shop's token (the app uninstalling itself); answers its HTTP status. */
  async function rest(session: ShopSession, method: string, path: string): Promise<number> {
    const response = await deps.fetch(`${adminBase(shopOf(session))}${path}`, {
      method,
      headers: { accept: 'application/json', 'x-shopify-access-token': await accessToken(session) },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return response.status;
  }

  return {
    exchangeCode: (shop: string, code: string) => token(shop, { code, expiring: 1 }),
    graphql,
    rest,
  };
}
