import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import { TokenBuckets, type Bucket } from '../marketplace-kit/rate-limit.ts';
import { checkToken, shopById, type SandboxShop } from '../marketplace-kit/store.ts';
import type { SandboxSecrets } from '../secrets/sandbox-secrets.ts';
import { KIND } from './shops.ts';

/*
 * What Etsy checks before it looks at a request: the app's key (`x-api-key: keystring:shared_secret`), its quotas
 * (10 a second, 10,000 a day, per app key, reported in headers on every answer) and, for a shop's data, the bearer.
 * The refusals carry Etsy's own words where they are known (rate limits, the missing shared secret, expired tokens).
 */

export const PER_SECOND: Bucket = { capacity: 10, perSecond: 10 };
/** A bucket refilled evenly over 24 hours: the sliding day Etsy builds from its buckets. */
export const PER_DAY: Bucket = { capacity: 10_000, perSecond: 10_000 / 86_400 };

export const refuse = (reply: FastifyReply, status: number, error: string, description?: string) =>
  reply.status(status).send(description === undefined ? { error } : { error, error_description: description });

/** Why the key is refused (Etsy answers 403), or null; `app` is this installation's sandbox app. */
export function apiKeyRefusal(header: string | string[] | undefined, app: SandboxSecrets['etsy']): string | null {
  if (typeof header !== 'string' || header.length === 0) return 'Missing API key';
  const [keystring, secret] = header.split(':');
  if (keystring !== app.keystring) return 'Invalid API key';
  // Enforced by Etsy since 9 February 2026.
  if (!secret) return 'Shared secret is required in x-api-key header.';
  return secret === app.sharedSecret ? null : 'Invalid API key';
}

export interface EtsyQuota {
  /** Counts a call against the app's quotas and puts Etsy's headers on the answer; false when it sent the 429. */
  admit(reply: FastifyReply): boolean;
  /** Spends the day's quota down to `remaining` calls (a control: another app's traffic, a long import). */
  leaveToday(remaining: number): void;
}

export function etsyRateLimit(now: () => Date): EtsyQuota {
  const buckets = new TokenBuckets(() => now().getTime());
  // The sandbox knows one app key, so one pair of buckets.
  const perSecond = 'app:second';
  const perDay = 'app:day';
  const leaveToday = (remaining: number) => {
    const spend = buckets.level(perDay, PER_DAY) - remaining;
    if (spend > 0) buckets.take(perDay, PER_DAY, spend);
  };
  const admit = (reply: FastifyReply): boolean => {
    const second = buckets.take(perSecond, PER_SECOND);
    const day = second.ok
      ? buckets.take(perDay, PER_DAY)
      : { ok: true, remaining: buckets.level(perDay, PER_DAY), retryAfterSeconds: 0 };
    reply.headers({
      'x-limit-per-second': String(PER_SECOND.capacity),
      'x-remaining-this-second': String(second.remaining),
      'x-limit-per-day': String(PER_DAY.capacity),
      'x-remaining-today': String(day.remaining),
    });
    const refused = !second.ok ? second : !day.ok ? day : null;
    if (!refused) return true;
    reply.header('retry-after', String(Math.max(1, Math.ceil(refused.retryAfterSeconds))));
    void refuse(reply, 429, !second.ok ? 'Exceeded per second rate limit' : 'Exceeded daily rate limit');
    return false;
  };
  return { admit, leaveToday };
}

export type BearerRefusal = { status: number; error: string; description?: string };

/** The shop whose token the request carries, or Etsy's refusal. */
export async function bearerShop(
  db: Db,
  request: FastifyRequest,
  now: Date,
): Promise<{ shop: SandboxShop } | { refused: BearerRefusal }> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) {
    return { refused: { status: 403, error: 'No user was provided as part of the bearer token.' } };
  }
  const checked = await checkToken(db, KIND, 'access', header.slice('Bearer '.length), now);
  if ('refused' in checked) {
    const why = checked.refused === 'unknown' ? 'invalid' : checked.refused;
    return { refused: { status: 401, error: 'invalid_token', description: `access token is ${why}` } };
  }
  const shop = await shopById(db, checked.shopId);
  if (!shop) return { refused: { status: 401, error: 'invalid_token', description: 'access token is invalid' } };
  return { shop };
}
