import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER } from '@cabinet/contracts/money';
import { queryRows, type Db } from '../db/client.ts';
import { bindIdempotencyKey } from '../db/unit-of-work.ts';
import { AppError, invalid } from '../errors.ts';
import { idempotencyKeys } from './idempotency.schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';

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

/** What a keyed request found under its key: nothing yet (the handler ran), or a finished answer to replay. */
type Claim = { kind: 'ran' } | { kind: 'replay'; status: number; response: unknown };

/**
 * Runs a money-moving handler at most once per `Idempotency-Key` (ARCHITECTURE §4): the same key and body replay
 * the first answer; the same key with another body → 422; a duplicate while the first is still running → 409.
 *
 * The handler runs as one unit of work — one database transaction that every query it makes joins, however deep
 * (`platform/db/unit-of-work.ts`) — and its answer is stored under the key in that same transaction. The money and
 * the answer commit together or not at all: a failure before the commit leaves neither (a retry runs again); a
 * crash or an error after it leaves both (a retry replays). Nothing is ever stored "in flight": a running request
 * holds a transaction-scoped advisory lock on its key instead, which dies with its connection, so no crash leaves a
 * key stuck. Side effects queued with `afterCommit` run after the commit and can neither undo nor repeat the money.
 * Without the header the handler still runs as one unit of work.
 */
export class Idempotency {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  async run<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    statusOf: number | ((answer: T) => number),
    handler: () => Promise<T>,
  ) {
    const status = (answer: T) => (typeof statusOf === 'number' ? statusOf : statusOf(answer));
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) {
      const answer = await this.db.transaction(() => handler());
      return reply.status(status(answer)).send(answer);
    }
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
      throw invalid({ [IDEMPOTENCY_HEADER]: ['idempotency_key_invalid'] });
    }
    const owner = ownerOf(request);
    const hash = createHash('sha256')
      .update(canonical({ method: request.method, url: request.url, body: request.body ?? null }))
      .digest('hex');
    let body: T | undefined;
    const claim = await this.db.transaction(async (tx): Promise<Claim> => {
      // One round trip: the key's lock and what is stored under it. Read in the statement's snapshot, the row may
      // miss a first request that committed a moment ago; the key's primary key then refuses the insert below.
      const [found] = await queryRows<{
        held: boolean;
        request_hash: string | null;
        status: number | null;
        response: unknown;
      }>(
        this.db,
        sql`select pg_try_advisory_xact_lock(hashtextextended(${`${owner}|${header}`}, 0)) as held,
                   k.request_hash, k.status, k.response
              from (select 1) as one
              left join idempotency_keys k on k.owner = ${owner} and k.key = ${header}`,
      );
      if (!found?.held) throw new AppError(409, 'idempotency_in_flight');
      if (found.request_hash !== null) {
        if (found.request_hash !== hash) throw new AppError(422, 'idempotency_key_reused');
        return { kind: 'replay', status: found.status ?? status(found.response as T), response: found.response };
      }
      bindIdempotencyKey(header);
      body = await handler();
      try {
        await tx.insert(idempotencyKeys).values({
          owner,
          key: header,
          request_hash: hash,
          status: status(body),
          response: (body ?? null) as object,
          created_at: this.now(),
        });
      } catch (err) {
        // The first request committed between our read and now: this one rolls back, and a retry replays.
        if (isUniqueViolation(err)) throw new AppError(409, 'idempotency_in_flight');
        throw err;
      }
      return { kind: 'ran' };
    });
    if (claim.kind === 'replay') {
      return reply.status(claim.status).header('idempotent-replayed', 'true').send(claim.response);
    }
    return reply.status(status(body as T)).send(body);
  }

  /** Forgets keys older than the TTL. */
  async purge(): Promise<number> {
    const before = new Date(this.now().getTime() - IDEMPOTENCY_TTL_HOURS * 3_600_000);
    const removed = await this.db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.created_at, before))
      .returning({ key: idempotencyKeys.key });
    return removed.length;
  }
}
