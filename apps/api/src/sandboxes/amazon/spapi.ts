import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxDeps } from '../marketplace-kit/marketplace-sandbox.ts';
import { TokenBuckets } from '../marketplace-kit/rate-limit.ts';
import { checkToken, shopById, type SandboxShop } from '../marketplace-kit/store.ts';
import { SANDBOX_PATH } from './app.ts';
import { RATE_LIMIT_HEADER, USAGE_PLANS, type Operation } from './model.ts';
import { AMAZON } from './orders-store.ts';
import { elementsFor, type DataElement } from './restricted-data.ts';

/*
 * What every Selling Partner API operation of the sandbox does first, as Amazon does: a request id on the answer, the
 * LWA access token from `x-amz-access-token` (403 Unauthorized when missing, expired or unknown) — or a Restricted Data
 * Token, which opens the buyer's personal data on just the operations it was issued for — the operation's usage
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

/** Restricted Data Tokens start so, as Amazon's do. */
export const RDT_PREFIX = 'Atz.sprdt|';

/** Who a call is for, and which of the buyer's personal data it may see. */
export interface Admitted {
  shop: SandboxShop;
  data: ReadonlySet<DataElement>;
}
const NO_DATA: ReadonlySet<DataElement> = new Set();

/** The call's path below the sandbox's root, as Amazon's restricted resources name it. */
const spApiPath = (url: string) => {
  const path = url.split('?')[0] ?? '';
  return path.slice(path.indexOf(SANDBOX_PATH) + SANDBOX_PATH.length);
};

/** A shop whose handle says so stands for Amazon's "temporarily unavailable" (spec §8). */
export const isUnavailableShop = (shop: SandboxShop) => shop.handle.toLowerCase().includes('unavailable');

export function spApiGate(deps: SandboxDeps) {
  const buckets = new TokenBuckets(() => deps.now().getTime());

  /** The shop the call is for and the personal data it may see, or null once the refusal has been sent. */
  return async function admit(
    request: FastifyRequest,
    reply: FastifyReply,
    operation: Operation,
  ): Promise<Admitted | null> {
    reply.header('x-amzn-requestid', randomUUID());
    const token = request.headers['x-amz-access-token'];
    if (typeof token !== 'string' || token.length === 0) {
      sendSpApiError(reply, 403, 'Unauthorized', DENIED);
      return null;
    }
    const restricted = token.startsWith(RDT_PREFIX);
    const checked = await checkToken(deps.db, AMAZON, restricted ? 'restricted' : 'access', token, deps.now());
    if ('refused' in checked) {
      sendSpApiError(reply, 403, 'Unauthorized', DENIED, TOKEN_PROBLEM[checked.refused]);
      return null;
    }
    const data = restricted ? elementsFor(checked.scope, request.method, spApiPath(request.url)) : NO_DATA;
    if (!data) {
      sendSpApiError(
        reply,
        403,
        'Unauthorized',
        DENIED,
        'The Restricted Data Token was not issued for this operation.',
      );
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
    const plan = USAGE_PLANS[operation];
    const take = buckets.take(`${shop.external_id}:${operation}`, { capacity: plan.burst, perSecond: plan.rate });
    if (!take.ok) {
      sendSpApiError(reply, 429, 'QuotaExceeded', 'You exceeded your quota for the requested resource.');
      return null;
    }
    reply.header(RATE_LIMIT_HEADER, String(plan.rate));
    return { shop, data };
  };
}

export type SpApiGate = ReturnType<typeof spApiGate>;
