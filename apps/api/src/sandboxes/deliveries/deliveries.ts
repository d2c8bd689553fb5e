import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { sandboxDeliveries, type SandboxDelivery } from './deliveries.schema.ts';
import { attemptDelivery, claimDue, nextDueAt, recordDelivery } from './delivery-queue.ts';
import type { RetrySchedule } from './schedules.ts';

/*
 * One way for every sandbox to push to a subscriber, as the vendors do: the push is recorded with the sandbox's own
 * write, the sandbox answers its caller, and only then is the push sent — over real HTTP, to the absolute address
 * subscribed (an outside receiver, or our own webhook endpoint at PUBLIC_URL like any other receiver) — and tried
 * again on the sender's schedule until a 2xx. Sending never holds the caller's request: a checkout press that waited
 * for its own webhook held one of the server's few request slots while the webhook needed another.
 *
 * The rows are the queue, so a restart loses nothing: each process runs a loop that claims due rows (a lease, so
 * two processes never send the same attempt at once) and sleeps until the next one is due.
 */

/** What a push needs from its sandbox besides the stored request. */
export interface DeliverySender {
  /** Stored on the row: which sender's schedule and signing apply. */
  name: string;
  schedule: RetrySchedule;
  /** The headers of an attempt made at `at`: schemes whose signature carries a time sign each attempt afresh. */
  headersAt?(delivery: SandboxDelivery, at: Date): Record<string, string>;
  /** A vendor's exchange other than one POST (eBay checks the endpoint first); answers the status that counts. */
  attempt?(delivery: SandboxDelivery, send: typeof fetch): Promise<number>;
  /** What the vendor does once it stops trying (Shopify removes the subscription). */
  givenUp?(delivery: SandboxDelivery, db: Db): Promise<void>;
}

export interface NewDelivery {
  deliveryId: string;
  subject?: string | null;
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface Deliveries {
  /** Records a push (in the caller's transaction when given); it is sent once the caller is done. */
  enqueue(sender: DeliverySender, delivery: NewDelivery, db?: Db | Tx): Promise<void>;
  /** Sends what is due now (after a commit, or a test moving its clock). */
  kick(): void;
  /** Resolves once nothing is being sent and nothing is due (tests wait on it). */
  settled(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

/** How long the loop sleeps at most (rows other processes queued). */
const MAX_SLEEP_MS = 30_000;

export function createDeliveries(opts: {
  db: Db;
  now: () => Date;
  senders: DeliverySender[];
  log?: { warn(obj: object, msg: string): void };
  /** Tests may count what goes out; the global fetch otherwise. */
  fetch?: typeof fetch;
}): Deliveries {
  const { db, now } = opts;
  const send = opts.fetch ?? fetch;
  const senders = new Map(opts.senders.map((s) => [s.name, s]));
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;
  let timer: NodeJS.Timeout | null = null;

  const attempts = { db, now, send, senders, log: opts.log };

  function sleep(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    if (stopped) return;
    void nextDueAt(db)
      .then((at) => {
        if (stopped) return;
        const wait = at ? Math.max(1_000, at.getTime() - now().getTime()) : MAX_SLEEP_MS;
        timer = setTimeout(kick, Math.min(wait, MAX_SLEEP_MS));
        timer.unref();
      })
      .catch(() => undefined);
  }

  async function loop(): Promise<void> {
    do {
      again = false;
      for (let batch = await claimDue(db, now()); batch.length > 0; batch = await claimDue(db, now())) {
        await Promise.all(batch.map((row) => attemptDelivery(attempts, row)));
      }
    } while (again);
  }

  function kick(): void {
    // Before the server is ready, and once it closes, rows wait (the next start sends them).
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(loop)
      .catch((err: unknown) => opts.log?.warn({ err }, 'pushes could not be sent'))
      .finally(() => {
        running = null;
        sleep();
      });
  }

  return {
    async enqueue(sender, delivery, handle = db) {
      senders.set(sender.name, sender);
      await recordDelivery(handle, sender, delivery, now());
      // Inside a transaction the row is not visible yet: its caller kicks after the commit.
      if (handle === db) kick();
    },
    kick,
    async settled() {
      while (running) await running;
    },
    start() {
      stopped = false;
      kick();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      while (running) await running;
    },
  };
}

/** The pushes about one subject, oldest first (the sandboxes' control pages and tests read them). */
export function deliveriesOf(db: Db, sender: string, subject: string) {
  return db
    .select()
    .from(sandboxDeliveries)
    .where(and(eq(sandboxDeliveries.sender, sender), eq(sandboxDeliveries.subject, subject)))
    .orderBy(asc(sandboxDeliveries.id));
}
