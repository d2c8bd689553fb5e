import { describe, expect, it } from 'vitest';
import { Admission, limitsFor, PGLITE_LIMITS, UNBOUNDED } from './load-shed.ts';

const enter = async (admission: Admission, onAbandon?: (cancel: () => void) => void) => admission.enter(onAbandon);

describe('admission', () => {
  it('bounds the embedded engine wherever it serves, and neither PostgreSQL (its pool queues) nor the API suites', () => {
    expect(limitsFor('pglite', 'production')).toBe(PGLITE_LIMITS);
    expect(limitsFor('pglite', 'development')).toBe(PGLITE_LIMITS);
    expect(limitsFor('postgres', 'production')).toBe(UNBOUNDED);
    expect(limitsFor('pglite', 'test')).toBe(UNBOUNDED);
  });

  it('hands a freed slot to the first waiter; a release counts once', async () => {
    const admission = new Admission({ maxInFlight: 1, maxQueue: 5, maxWaitMs: 60_000, retryAfterSeconds: 1 });
    const first = await enter(admission);
    const order: number[] = [];
    const second = enter(admission).then((r) => (order.push(2), r));
    const third = enter(admission).then((r) => (order.push(3), r));
    expect(admission.queued).toBe(2);

    first!();
    first!();
    const releaseSecond = await second;
    expect(order).toEqual([2]);
    expect(admission.inFlight).toBe(1);
    releaseSecond!();
    (await third)!();
    expect(order).toEqual([2, 3]);
    expect(admission.inFlight).toBe(0);
  });

  it('sheds at once when the queue is full, and frees the place of a waiter whose client went away', async () => {
    const admission = new Admission({ maxInFlight: 1, maxQueue: 1, maxWaitMs: 60_000, retryAfterSeconds: 1 });
    const release = await enter(admission);
    let abandon = () => {};
    const waiting = enter(admission, (cancel) => (abandon = cancel));
    expect(await enter(admission)).toBeNull();

    abandon();
    expect(await waiting).toBeNull();
    expect(admission.queued).toBe(0);
    release!();
    expect(admission.inFlight).toBe(0);
  });
});
