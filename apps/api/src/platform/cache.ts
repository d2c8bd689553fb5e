import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { providerCache } from './cache.schema.ts';

/** How long one process may take to refresh a key before another may try. */
const LEASE_MS = 30_000;

/** The cache could not be filled: the provider failed and there was nothing, not even stale, to serve. */
export class CacheMissError extends Error {
  constructor(
    readonly key: string,
    override readonly cause: unknown,
  ) {
    super(`nothing cached for ${key} and the provider failed`);
  }
}

/**
 * A read-through cache of provider answers in PostgreSQL, so every process agrees and the provider is called
 * about once per TTL per key however many processes run. Values must be JSON.
 */
export class ProviderCache {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly log: { warn: (obj: object, msg: string) => void } = { warn: () => {} },
  ) {}

  /**
   * The fresh value of `key`, else a new one from `load` kept for `ttlSeconds`. While another process refreshes,
   * and when `load` fails, the expired value is served; with no value at all the failure is a CacheMissError.
   */
  async getOrLoad<T>(key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T> {
    const now = this.now();
    const [row] = await this.db.select().from(providerCache).where(eq(providerCache.key, key));
    const stale = row && row.value !== null ? (row.value as T) : undefined;
    if (stale !== undefined && row!.expires_at > now) return stale;

    const claimed = await this.claim(key, now);
    if (!claimed && stale !== undefined) return stale;
    try {
      const value = await load();
      const expires_at = new Date(now.getTime() + ttlSeconds * 1000);
      await this.db
        .insert(providerCache)
        .values({ key, value, expires_at, refreshing_until: null })
        .onConflictDoUpdate({ target: providerCache.key, set: { value, expires_at, refreshing_until: null } });
      return value;
    } catch (error) {
      if (claimed) {
        await this.db.update(providerCache).set({ refreshing_until: null }).where(eq(providerCache.key, key));
      }
      if (stale !== undefined) {
        this.log.warn({ err: error, key }, 'provider failed; serving the expired cached value');
        return stale;
      }
      throw new CacheMissError(key, error);
    }
  }

  /** Takes the refresh lease of an expired (or new) key; false when another process holds it. */
  private async claim(key: string, now: Date): Promise<boolean> {
    const refreshing_until = new Date(now.getTime() + LEASE_MS);
    const claimed = await this.db
      .insert(providerCache)
      .values({ key, value: null, expires_at: new Date(0), refreshing_until })
      .onConflictDoUpdate({
        target: providerCache.key,
        set: { refreshing_until },
        setWhere: and(
          lte(providerCache.expires_at, now),
          or(isNull(providerCache.refreshing_until), lte(providerCache.refreshing_until, now)),
        ),
      })
      .returning({ key: providerCache.key });
    return claimed.length > 0;
  }
}
