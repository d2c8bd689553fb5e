import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxDeps } from '../marketplace-sandbox.ts';
import { TokenBuckets } from '../sandbox-rate-limit.ts';
import { checkToken, shopById, type SandboxShop } from '../sandbox-store.ts';
import { AMAZON_USAGE_PLANS, RATE_LIMIT_HEADER, type AmazonOperation } from './amazon-usage-plans.ts';
import { AMAZON } from './sandbox-orders-store.ts';

/*
 * What every Selling Partner API operation of the sandbox does first, as Amazon does: a request id on the answer, the
 * LWA access token from `x-amz-access-token` (403 Unauthorized when missing, expired or unknown), the operation's usage
 * plan as a token bucket per selling partner (429 QuotaExceeded, with no rate header, as Amazon answers it), and the
 * plan's rate in `x-amzn-RateLimit-Limit` on everything after that.
 */

export const sendSpApiError = (reply: FastifyReply, status: number, code: string, message: string, details = '') =>
  reply.status(status).send({ errors: [{ code, message, details }] });

const DENIED = 'Access to requested resource is denied.';
const TOKEN_PROBLEM = {
  unknown: 'The access token you provided is revoked, malformed or invalid.',
  revoked: 'The access token you provided is revoked, malformed or invalid.',
  expired: 'The access token you provided has expired.',
} as const;

/** A shop whose handle says so stands for Amazon's "temporarily unavailable" (spec §8). */
export const isUnavailableShop = (shop: SandboxShop) => shop.handle.toLowerCase().includes('unavailable');

export function spApiGate(deps: SandboxDeps) {
  const buckets = new TokenBuckets(() => deps.now().getTime());

  /** The shop the call is for, or null once the refusal has been sent. */
  return async function admit(
    request: FastifyRequest,
    reply: FastifyReply,
    operation: AmazonOperation,
  ): Promise<SandboxShop | null> {
    reply.header('x-amzn-requestid', randomUUID());
    const token = request.headers['x-amz-access-token'];
    if (typeof token !== 'string' || token.length === 0) {
      sendSpApiError(reply, 403, 'Unauthorized', DENIED);
      return null;
    }
    const checked = await checkToken(deps.db, AMAZON, 'access', token, deps.now());
    if ('refused' in checked) {
      sendSpApiError(reply, 403, 'Unauthorized', DENIED, TOKEN_PROBLEM[checked.refused]);
      return null;
    }
    const shop = await shopById(deps.db, checked.shopId);
    if (!shop) {
      sendSpApiError(reply, 403, 'Unauthorized', DENIED, TOKEN_PROBLEM.unknown);
      return null;
    }
    if (isUnavailableShop(shop)) {
      sendSpApiError(reply, 503, 'ServiceUnavailable', 'Service temporarily unavailable. Please try again later.');
      return null;
    }
    const plan = AMAZON_USAGE_PLANS[operation];
    const take = buckets.take(`${shop.external_id}:${operation}`, { capacity: plan.burst, perSecond: plan.rate });
    if (!take.ok) {
      sendSpApiError(reply, 429, 'QuotaExceeded', 'You exceeded your quota for the requested resource.');
      return null;
    }
    reply.header(RATE_LIMIT_HEADER, String(plan.rate));
    return shop;
  };
}

export type SpApiGate = ReturnType<typeof spApiGate>;
