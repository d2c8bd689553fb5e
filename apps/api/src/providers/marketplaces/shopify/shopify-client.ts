import { MarketplaceError, type ShopSession } from '../marketplace.ts';
import type { AdapterDeps } from '../marketplaces.ts';
import { SHOPIFY_API_VERSION } from './shopify-domain.ts';
import { httpRefusal, postJson, readJson, TIMEOUT_MS } from './shopify-http.ts';
import { PROTECTED_FIELDS } from './shopify-queries.ts';
import { shopifyTokens, shopOf, type ShopifyApp } from './shopify-tokens.ts';

/*
 * One shop's Admin API over HTTP: the token endpoint (code exchange, refresh: shopify-tokens.ts) and GraphQL calls with
 * the shop's X-Shopify-Access-Token. It refreshes an expiring token itself, saving the new pair before using it
 * (Shopify replaces the refresh token every time), and keeps to the calculated-cost rate limit: it remembers each
 * shop's throttleStatus and each operation's requested cost, waits (through deps.waits) until the bucket can pay for
 * the next call, and on THROTTLED waits for the points it lacks and tries again. No token ever goes into an error.
 */

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

const THROTTLE_RETRIES = 5;

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

  const tokens = shopifyTokens(app, adminBase, deps);

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
      const response = await postJson(
        deps.fetch,
        `${adminBase(shop)}/admin/api/${SHOPIFY_API_VERSION}/graphql.json`,
        { query, variables },
        { 'x-shopify-access-token': await tokens.accessToken(session) },
      );
      // A token revoked or expired early: one refresh, then the seller must authorise again.
      if (response.status === 401 && !refreshed && session.credentials.refreshToken) {
        await tokens.refresh(session);
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
      headers: { accept: 'application/json', 'x-shopify-access-token': await tokens.accessToken(session) },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return response.status;
  }

  return {
    exchangeCode: tokens.exchangeCode,
    graphql,
    rest,
  };
}

export type ShopifyClient = ReturnType<typeof shopifyClient>;
