/*
 * The sandboxes' rate limits, as token buckets kept in memory per key (an API key, an OAuth token, a shop): Etsy's
 * 10 per second and 10,000 per day, Amazon's rate + burst per operation, Shopify's cost points restored each second.
 * In memory is enough for a sandbox in one process: a restart forgives what was spent.
 */

export interface Bucket {
  /** Tokens a full bucket holds (the burst). */
  capacity: number;
  /** Tokens restored per second. */
  perSecond: number;
}

export interface Take {
  ok: boolean;
  /** What is left after this take (rounded down). */
  remaining: number;
  /** When not ok: seconds until `cost` tokens are back. */
  retryAfterSeconds: number;
}

export class TokenBuckets {
  private readonly levels = new Map<string, { tokens: number; at: number }>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  take(key: string, bucket: Bucket, cost = 1): Take {
    const at = this.now();
    const known = this.levels.get(key);
    // A clock set back (tests do) refills nothing rather than draining the bucket.
    const tokens = known
      ? Math.min(bucket.capacity, known.tokens + (Math.max(0, at - known.at) / 1000) * bucket.perSecond)
      : bucket.capacity;
    if (tokens < cost) {
      this.levels.set(key, { tokens, at });
      return { ok: false, remaining: Math.floor(tokens), retryAfterSeconds: (cost - tokens) / bucket.perSecond };
    }
    this.levels.set(key, { tokens: tokens - cost, at });
    return { ok: true, remaining: Math.floor(tokens - cost), retryAfterSeconds: 0 };
  }

  /** What is in the bucket now, without taking. */
  level(key: string, bucket: Bucket): number {
    const known = this.levels.get(key);
    if (!known) return bucket.capacity;
    const elapsed = Math.max(0, this.now() - known.at);
    return Math.floor(Math.min(bucket.capacity, known.tokens + (elapsed / 1000) * bucket.perSecond));
  }

  forget(): void {
    this.levels.clear();
  }
}
