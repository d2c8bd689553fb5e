import { and, count, eq, gt, min } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authFailures } from './auth.schema.ts';
import { tooManyAttempts } from '../errors.ts';

/**
 * Counts failures per (scope, key) in a sliding window, in the database so that every API process agrees.
 * `check` throws 429 with Retry-After once a key has used its budget; `exhausted` only tells.
 */
export class Throttle {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  async check(scope: string, keys: string[], limit: number, windowMinutes: number): Promise<void> {
    for (const key of keys) {
      const retryAfter = await this.exhausted(scope, key, limit, windowMinutes);
      if (retryAfter !== null) throw tooManyAttempts(retryAfter);
    }
  }

  /** Seconds until the key has budget again, or null while it has some. */
  async exhausted(scope: string, key: string, limit: number, windowMinutes: number): Promise<number | null> {
    const since = new Date(this.now().getTime() - windowMinutes * 60_000);
    const [row] = await this.db
      .select({ n: count(), oldest: min(authFailures.created_at) })
      .from(authFailures)
      .where(and(eq(authFailures.scope, scope), eq(authFailures.key, key), gt(authFailures.created_at, since)));
    if (!row || row.n < limit || !row.oldest) return null;
    const freeAt = new Date(row.oldest).getTime() + windowMinutes * 60_000;
    return Math.max(1, Math.ceil((freeAt - this.now().getTime()) / 1000));
  }

  async fail(scope: string, keys: string[]): Promise<void> {
    const created_at = this.now();
    await this.db.insert(authFailures).values(keys.map((key) => ({ scope, key, created_at })));
  }

  async clear(scope: string, key: string): Promise<void> {
    await this.db.delete(authFailures).where(and(eq(authFailures.scope, scope), eq(authFailures.key, key)));
  }
}
