import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { rowCount } from '../../../test/db.ts';
import { balanceOf, fundedSeller, signInOperator } from '../../../test/money.ts';
import { idempotencyKeys } from './idempotency.schema.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await signInOperator(t);
});
afterAll(() => t.close());

describe('Idempotency-Key retention', () => {
  it('replays within 24 hours, and forgets the key after 48', async () => {
    const seller = await fundedSeller(t, '1.00', op);
    const credit = () =>
      t.request({
        method: 'POST',
        url: `/api/ops/money/accounts/${seller.accountId}/adjustments`,
        token: op,
        headers: { 'idempotency-key': `kept-a-day-${seller.accountId}` },
        payload: { direction: 'credit', amount: '2.00', reason: 'retention' },
      });
    expect((await credit()).statusCode).toBe(201);
    t.clock.advance(24 * 3_600_000);
    await t.app.services.money.idempotency.purge();
    const replay = await credit();
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await balanceOf(t, seller.token)).available).toBe('3.00');

    t.clock.advance(25 * 3_600_000);
    const before = await rowCount(t.database, idempotencyKeys);
    expect(await t.app.services.money.idempotency.purge()).toBeGreaterThanOrEqual(1);
    expect(await rowCount(t.database, idempotencyKeys)).toBeLessThan(before);
    // Forgotten: the same key now makes a new operation.
    expect((await credit()).headers['idempotent-replayed']).toBeUndefined();
    expect((await balanceOf(t, seller.token)).available).toBe('5.00');
  });
});
