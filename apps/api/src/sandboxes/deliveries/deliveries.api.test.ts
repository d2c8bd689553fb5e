import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testClock } from '../../../test/app.ts';
import type { Database } from '../../platform/db/client.ts';
import { createDeliveries, deliveriesOf, type DeliverySender } from './deliveries.ts';
import { startReceiver } from './receiver.test-kit.ts';

/*
 * The one delivery queue of the sandboxes, on its own: over real HTTP to an outside receiver on a loopback port, on
 * the sender's schedule, signed at each attempt when the sender says so, and resumed by a new process.
 */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
}, 300_000);
afterAll(() => database.close());

const SENDER: DeliverySender = {
  name: 'test-sender',
  schedule: { source: 'test', timeoutMs: 2_000, retryAfterMs: [60_000, 120_000] },
  headersAt: (delivery, at) => ({ 'content-type': 'application/json', 'x-signed-at': at.toISOString() }),
};

function queue(clock: ReturnType<typeof testClock>) {
  const deliveries = createDeliveries({ db: database.db, now: clock.now, senders: [SENDER] });
  deliveries.start();
  const flush = async () => {
    deliveries.kick();
    await deliveries.settled();
  };
  return { deliveries, flush };
}

describe('sandbox deliveries', () => {
  it('sends to an outside address, retries on the schedule, and delivers on the third try', async () => {
    const clock = testClock();
    const receiver = await startReceiver((n) => (n <= 2 ? 500 : 204));
    const { deliveries, flush } = queue(clock);
    await deliveries.enqueue(SENDER, {
      deliveryId: 'd-1',
      subject: 'third-try',
      url: receiver.url,
      headers: {},
      body: '{"n":1}',
    });
    await deliveries.settled();
    expect(receiver.received).toHaveLength(1);
    clock.advance(59_000);
    await flush();
    expect(receiver.received).toHaveLength(1);
    clock.advance(1_000);
    await flush();
    clock.advance(120_000);
    await flush();
    expect(receiver.received.map((r) => r.body)).toEqual(['{"n":1}', '{"n":1}', '{"n":1}']);
    // Each attempt is signed at its own time.
    expect(new Set(receiver.received.map((r) => r.headers['x-signed-at'])).size).toBe(3);
    const [row] = await deliveriesOf(database.db, SENDER.name, 'third-try');
    expect(row).toMatchObject({ attempts: 3, last_status: 204, next_attempt_at: null });
    expect(row!.delivered_at).not.toBeNull();
    await deliveries.stop();
    await receiver.close();
  });

  it('gives up after the schedule is spent, and counts a refused connection as a failed attempt', async () => {
    const clock = testClock();
    const { deliveries, flush } = queue(clock);
    // Nothing listens on port 9 of the loopback.
    await deliveries.enqueue(SENDER, {
      deliveryId: 'd-2',
      subject: 'nobody',
      url: 'http://127.0.0.1:9/hooks',
      headers: {},
      body: '{}',
    });
    await deliveries.settled();
    for (const wait of SENDER.schedule.retryAfterMs) {
      clock.advance(wait);
      await flush();
    }
    clock.advance(24 * 3_600_000);
    await flush();
    const [row] = await deliveriesOf(database.db, SENDER.name, 'nobody');
    expect(row).toMatchObject({ attempts: 3, last_status: 0, next_attempt_at: null, delivered_at: null });
    expect(row!.last_error).toBeTruthy();
    await deliveries.stop();
  });

  it('a push queued before a restart is sent by the next process, once', async () => {
    const clock = testClock();
    const receiver = await startReceiver();
    const stopped = createDeliveries({ db: database.db, now: clock.now, senders: [SENDER] });
    // Queued while the server was not running its loop (closing, or not ready yet): nothing is sent.
    await stopped.enqueue(SENDER, { deliveryId: 'd-3', subject: 'restart', url: receiver.url, headers: {}, body: '3' });
    await stopped.settled();
    expect(receiver.received).toHaveLength(0);
    // Two processes start at once: the claim lets only one of them send it.
    const a = queue(clock);
    const b = queue(clock);
    await Promise.all([a.deliveries.settled(), b.deliveries.settled()]);
    await Promise.all([a.flush(), b.flush()]);
    expect(receiver.received.map((r) => r.body)).toEqual(['3']);
    await Promise.all([a.deliveries.stop(), b.deliveries.stop()]);
    await receiver.close();
  });
});
