import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import { TokenBuckets, type Bucket } from '../marketplace-kit/rate-limit.ts';
import { checkToken, shopById, type SandboxShop } from '../marketplace-kit/store.ts';
import { problem, PROBLEM_CONTENT_TYPE, type Problem } from './definition.ts';
import { KIND } from './shops.ts';
import { scopesOfToken } from './tokens.ts';

/*
 * What the market checks before it looks at a REST call: the bearer (RFC 6750, with its WWW-Authenticate challenge),
 * the rate limit of 20 requests a second per token (announced on every answer in the IETF RateLimit-Policy and
 * RateLimit headers, draft-ietf-httpapi-ratelimit-headers; 429 with Retry-After past it), and the token's scope.
 */

export const PER_TOKEN: Bucket = { capacity: 20, perSecond: 20 };

export const sendProblem = (reply: FastifyReply, body: Problem) =>
  reply.status(body.status).type(PROBLEM_CONTENT_TYPE).send(body);

export interface Caller {
  shop: SandboxShop;
  token: string;
  scopes: string[];
}

const challenge = (error?: string, description?: string) =>
  ['Bearer realm="market"', error && `error="${error}"`, description && `error_description="${description}"`]
    .filter(Boolean)
    .join(', ');

/** The shop whose access token the request carries; otherwise the 401 is sent and null returned. */
export async function bearerCaller(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  now: Date,
): Promise<Caller | null> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) {
    void sendProblem(
      reply.header('www-authenticate', challenge()),
      problem('unauthorized', 401, 'This call needs an access token: Authorization: Bearer <token>.'),
    );
    return null;
  }
  const token = header.slice('Bearer '.length);
  const checked = await checkToken(db, KIND, 'access', token, now);
  const shop = 'refused' in checked ? null : await shopById(db, checked.shopId);
  if (!shop) {
    const why = 'refused' in checked && checked.refused !== 'unknown' ? checked.refused : 'invalid';
    const detail = `The access token is ${why}.`;
    void sendProblem(
      reply.header('www-authenticate', challenge('invalid_token', detail)),
      problem('unauthorized', 401, detail),
    );
    return null;
  }
  return { shop, token, scopes: scopesOfToken(token) };
}

/** Whether the token may do this; otherwise the 403 is sent (RFC 6750 §3.1 insufficient_scope). */
export function hasScope(caller: Caller, scope: string, reply: FastifyReply): boolean {
  if (caller.scopes.includes(scope)) return true;
  void sendProblem(
    reply.header('www-authenticate', `${challenge('insufficient_scope')}, scope="${scope}"`),
    problem('insufficient-scope', 403, `This call needs the ${scope} scope; the seller did not grant it.`),
  );
  return false;
}

/** Counts a call against its token's budget and puts the headers on the answer; false when it sent the 429. */
export function marketRateLimit(now: () => Date) {
  const buckets = new TokenBuckets(() => now().getTime());
  return (token: string, reply: FastifyReply): boolean => {
    const take = buckets.take(token, PER_TOKEN);
    // Seconds until the budget is whole again: under a second whenever anything was spent.
    const reset = Math.ceil((PER_TOKEN.capacity - take.remaining) / PER_TOKEN.perSecond);
    reply.headers({
      'ratelimit-policy': `${PER_TOKEN.capacity};w=1`,
      ratelimit: `limit=${PER_TOKEN.capacity}, remaining=${take.remaining}, reset=${reset}`,
    });
    if (take.ok) return true;
    const retryAfter = Math.max(1, Math.ceil(take.retryAfterSeconds));
    void sendProblem(
      reply.header('retry-after', String(retryAfter)),
      problem(
        'rate-limited',
        429,
        `At most ${PER_TOKEN.capacity} requests a second per access token; retry after ${retryAfter} s.`,
      ),
    );
    return false;
  };
}
