import { asc, eq, inArray, isNotNull, lte, min } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { sandboxDeliveries, type SandboxDelivery } from './deliveries.schema.ts';
import type { DeliverySender, NewDelivery } from './deliveries.ts';
import { nextAttemptAt } from './schedules.ts';

/* The queue of pushes (deliveries.ts): its rows, how a process claims the due ones, and how one attempt is sent. */

/** An attempt's claim on its row: long enough for the slowest answer; a crashed process's claim then lapses. */
const LEASE_MS = 60_000;
/** How many pushes go out at once. */
const BATCH = 8;

/** Records a push due at `at`; the same delivery id twice is one push. */
export async function recordDelivery(handle: Db | Tx, sender: DeliverySender, delivery: NewDelivery, at: Date) {
  await handle
    .insert(sandboxDeliveries)
    .values({
      sender: sender.name,
      delivery_id: delivery.deliveryId,
      subject: delivery.subject ?? null,
      url: delivery.url,
      headers: delivery.headers,
      body: delivery.body,
      next_attempt_at: at,
      created_at: at,
    })
    .onConflictDoNothing();
}

/** Claims the rows due at `at` (a lease, so two processes never send the same attempt at once). */
export async function claimDue(db: Db, at: Date): Promise<SandboxDelivery[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: sandboxDeliveries.id })
      .from(sandboxDeliveries)
      .where(lte(sandboxDeliveries.next_attempt_at, at))
      .orderBy(asc(sandboxDeliveries.next_attempt_at))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(sandboxDeliveries)
      .set({ next_attempt_at: new Date(at.getTime() + LEASE_MS) })
      .where(
        inArray(
          sandboxDeliveries.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

/** When the next row is due (any process's), if any is. */
export async function nextDueAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(sandboxDeliveries.next_attempt_at) })
    .from(sandboxDeliveries)
    .where(isNotNull(sandboxDeliveries.next_attempt_at));
  return row?.at ? new Date(row.at) : null;
}

export interface Attempts {
  db: Db;
  now: () => Date;
  send: typeof fetch;
  senders: Map<string, DeliverySender>;
  log?: { warn(obj: object, msg: string): void };
}

/** Sends one attempt of a claimed row and records its outcome: delivered, due again on its schedule, or given up. */
export async function attemptDelivery(deps: Attempts, row: SandboxDelivery): Promise<void> {
  const { db, now, send } = deps;
  const sender = deps.senders.get(row.sender);
  const at = now();
  let status = 0;
  let error: string | null = null;
  try {
    if (sender?.attempt) status = await sender.attempt(row, send);
    else {
      const response = await send(row.url, {
        method: 'POST',
        headers: sender?.headersAt?.(row, at) ?? row.headers,
        body: row.body,
        // A vendor follows no redirect: a 3xx is a failed attempt.
        redirect: 'manual',
        signal: AbortSignal.timeout(sender?.schedule.timeoutMs ?? 10_000),
      });
      status = response.status;
      await response.body?.cancel();
    }
  } catch (err) {
    error = err instanceof Error ? `${err.name}: ${err.message}`.slice(0, 300) : 'failed';
  }
  const attempts = row.attempts + 1;
  const ok = status >= 200 && status < 300;
  const finishedAt = now();
  const next = ok || !sender ? null : nextAttemptAt(sender.schedule, attempts, finishedAt);
  await db
    .update(sandboxDeliveries)
    .set({
      attempts,
      last_status: status,
      last_error: error,
      delivered_at: ok ? finishedAt : null,
      next_attempt_at: next,
    })
    .where(eq(sandboxDeliveries.id, row.id));
  if (!ok && !next) {
    deps.log?.warn({ delivery: row.delivery_id, sender: row.sender, status }, 'push given up');
    await sender?.givenUp?.(row, db);
  }
}
