import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER } from '@cabinet/contracts/money';
import type { Db } from '../../db/client.ts';
import { AppError, invalid } from '../errors.ts';
import { idempotencyKeys } from './idempotency.schema.ts';

/** Keys live at least this long; the clean-up job removes older ones. */
export const IDEMPOTENCY_TTL_HOURS = 48;
const KEY_PATTERN = /^[\w.:-]{8,100}$/;

/** JSON with object keys sorted, so that the same body hashes the same however its keys were ordered. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Whose keys these are: an account's (shared by its members), an operator's, or a public payer's. */
function ownerOf(request: FastifyRequest): string {
  const auth = request.auth;
  if (auth?.accountId != null) return `account:${auth.accountId}`;
  if (auth) return `user:${auth.userId}`;
  return 'public';
}

/**
 * Runs a money-moving handler at most once per `Idempotency-Key` (ARCHITECTURE §4):
 * the same key and body replay the first answer; the same key with another body → 422; a duplicate while the
 * first is still running → 409. A failed first attempt changed nothing (its transaction rolled back), so its key
 * is forgotten and a retry runs again. Without the header the handler simply runs.
 */
export class Idempotency {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  async run<T>(request: FastifyRequest, reply: FastifyReply, status: number, handler: () => Promise<T>) {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return reply.status(status).send(await handler());
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
      throw invalid({ [IDEMPOTENCY_HEADER]: ['idempotency_key_invalid'] });
    }
    const owner = ownerOf(request);
    const hash = createHash('sha256')
      .update(canonical({ method: request.method, url: request.url, body: request.body ?? null }))
      .digest('hex');
    const claimed = await this.db
      .insert(idempotencyKeys)
      .values({ owner, key: header, request_hash: hash, created_at: this.now() })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) return this.replay(reply, owner, header, hash);

    let body: T;
    try {
      body = await handler();
    } catch (err) {
      await this.db
        .delete(idempotencyKeys)
        .where(and(eq(idempotencyKeys.owner, owner), eq(idempotencyKeys.key, header)));
      throw err;
    }
    await this.db
      .update(idempotencyKeys)
      .set({ status, response: body as object })
      .where(and(eq(idempotencyKeys.owner, owner), eq(idempotencyKeys.key, header)));
    return reply.status(status).send(body);
  }

  private async replay(reply: FastifyReply, owner: string, key: string, hash: string) {
    const [row] = await this.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.owner, owner), eq(idempotencyKeys.key, key)));
    // Removed in between (the first attempt failed): the client may simply retry.
    if (!row) throw new AppError(409, 'idempotency_in_flight');
    if (row.request_hash !== hash) throw new AppError(422, 'idempotency_key_reused');
    if (row.status === null) throw new AppError(409, 'idempotency_in_flight');
    return reply.status(row.status).header('idempotent-replayed', 'true').send(row.response);
  }

  /** Forgets finished keys older than the TTL (in-flight ones too: their process is long gone). */
  async purge(): Promise<number> {
    const before = new Date(this.now().getTime() - IDEMPOTENCY_TTL_HOURS * 3_600_000);
    const removed = await this.db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.created_at, before))
      .returning({ key: idempotencyKeys.key });
    return removed.length;
  }
}
