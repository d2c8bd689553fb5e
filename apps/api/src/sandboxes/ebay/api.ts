import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxDeps } from '../marketplace-kit/marketplace-sandbox.ts';
import { TokenBuckets } from '../marketplace-kit/rate-limit.ts';
import { checkToken, shopById, type SandboxShop } from '../marketplace-kit/store.ts';
import { EBAY } from './orders-store.ts';

/*
 * What every eBay REST call of the sandbox checks first: the user token (`Bearer` on the Sell and Commerce APIs,
 * `IAF` on Post-Order; 401 errorId 1001 otherwise) and, for the Sell Fulfillment and Post-Order APIs, the app's call
 * limit. eBay counts calls per app and day (100,000 here) and documents no rate headers; the sandbox answers a 429
 * with eBay's error and a Retry-After saying when a call is free again (its own choice, docs/sandbox-ebay.md).
 */

export interface EbayError {
  errorId: number;
  domain: string;
  category?: 'REQUEST' | 'APPLICATION' | 'BUSINESS';
  message: string;
  longMessage?: string;
}

export const sendEbayErrors = (reply: FastifyReply, status: number, ...errors: EbayError[]) =>
  reply.status(status).send({ errors: errors.map((error) => ({ category: 'REQUEST', ...error })) });

const INVALID_TOKEN: EbayError = {
  errorId: 1001,
  domain: 'OAuth',
  message: 'Invalid access token',
  longMessage: 'Invalid access token. Check the value of the Authorization HTTP request header.',
};

const DAILY_CALLS = 100_000;
const APP_BUDGET = { capacity: DAILY_CALLS, perSecond: DAILY_CALLS / 86_400 };
/** A user whose name says `ratelimited` stands for an app that has spent its day: 5 calls, one more a minute. */
const SPENT_BUDGET = { capacity: 5, perSecond: 1 / 60 };
export const isRateLimitedUser = (shop: SandboxShop) => shop.handle.toLowerCase().includes('ratelimited');

export type EbayApi = 'identity' | 'fulfillment' | 'post-order';

export function ebayGate(deps: SandboxDeps) {
  const buckets = new TokenBuckets(() => deps.now().getTime());

  /** The user the call is for, or null once the refusal has been sent. */
  return async function admit(request: FastifyRequest, reply: FastifyReply, api: EbayApi): Promise<SandboxShop | null> {
    const scheme = api === 'post-order' ? 'IAF ' : 'Bearer ';
    const header = request.headers.authorization ?? '';
    const checked = header.startsWith(scheme)
      ? await checkToken(deps.db, EBAY, 'access', header.slice(scheme.length), deps.now())
      : ({ refused: 'unknown' } as const);
    const shop = 'refused' in checked ? null : await shopById(deps.db, checked.shopId);
    if (!shop) {
      sendEbayErrors(reply, 401, INVALID_TOKEN);
      return null;
    }
    if (api === 'identity') return shop;
    const take = isRateLimitedUser(shop)
      ? buckets.take(`user:${shop.id}:${api}`, SPENT_BUDGET)
      : buckets.take(`app:${api}`, APP_BUDGET);
    if (!take.ok) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(take.retryAfterSeconds))));
      sendEbayErrors(reply, 429, {
        errorId: 2001,
        domain: 'ACCESS',
        message: 'Too many requests. The request limit has been reached for the resource.',
      });
      return null;
    }
    return shop;
  };
}

export type EbayGate = ReturnType<typeof ebayGate>;
