import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyOpsApi } from '@cabinet/contracts/money-ops';
import { transfersApi } from '@cabinet/contracts/transfers';
import { createTestApp, registerSeller, type TestApp } from '../../../test/app.ts';
import { rowCount } from '../../../test/db.ts';
import { balanceOf, fundedSeller, signInOperator } from '../../../test/money.ts';
import { entries, journals } from '../../modules/money/ledger/ledger.schema.ts';
import { transfers } from '../../modules/money/transfers/transfers.schema.ts';
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
      t.call(moneyOpsApi.adjust, {
        params: { id: seller.accountId },
        token: op,
        headers: { 'idempotency-key': `kept-a-day-${seller.accountId}` },
        body: { direction: 'credit', amount: '2.00', reason: 'retention' },
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

// Issue 22: the mechanism's two promises, on a seller's real money operation (POST /transfers, `idempotent: true`).
describe('Idempotency-Key on a money operation', () => {
  /** The body is sent as these exact bytes, so the order of its keys on the wire is the test's. */
  const transfer = (token: string, key: string, json: string) =>
    t.call(transfersApi.create, {
      token,
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      payload: json,
    });
  const written = () =>
    Promise.all([
      rowCount(t.database, journals),
      rowCount(t.database, entries),
      rowCount(t.database, transfers),
      rowCount(t.database, idempotencyKeys),
    ]);

  it('answers 422 to the same key with another body, and writes nothing', async () => {
    const sender = await fundedSeller(t, '50.00', op);
    const recipient = await registerSeller(t);
    const key = `transfer-other-body-${sender.accountId}`;
    const first = await transfer(
      sender.token,
      key,
      JSON.stringify({ recipient: recipient.email, amount: '5.00', comment: 'boxes' }),
    );
    expect(first.statusCode, first.body).toBe(201);
    const before = [await written(), await balanceOf(t, sender.token), await balanceOf(t, recipient.token)];

    // Each body alone would be a valid transfer: only the key makes them refused.
    for (const other of [
      { recipient: recipient.email, amount: '7.00', comment: 'boxes' },
      { recipient: recipient.email, amount: '5.00', comment: 'tape' },
    ]) {
      const res = await transfer(sender.token, key, JSON.stringify(other));
      expect(res.statusCode, JSON.stringify(other)).toBe(422);
      expect(res.json()).toMatchObject({ code: 'idempotency_key_reused', message: expect.any(String) });
      expect(res.headers['idempotent-replayed']).toBeUndefined();
    }
    expect([await written(), await balanceOf(t, sender.token), await balanceOf(t, recipient.token)]).toEqual(before);
  });

  it('replays the first answer to the same body with its keys in another order, moving the money once', async () => {
    const sender = await fundedSeller(t, '50.00', op);
    const recipient = await registerSeller(t);
    const key = `transfer-key-order-${sender.accountId}`;
    const before = await written();
    const first = await transfer(
      sender.token,
      key,
      `{"recipient":${JSON.stringify(recipient.email)},"amount":"12.50","comment":"For the boxes"}`,
    );
    expect(first.statusCode, first.body).toBe(201);
    const again = await transfer(
      sender.token,
      key,
      `{ "comment": "For the boxes", "amount": "12.50", "recipient": ${JSON.stringify(recipient.email)} }`,
    );
    expect(again.statusCode, again.body).toBe(first.statusCode);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());

    const [journalsBefore, entriesBefore, transfersBefore, keysBefore] = before;
    const [journalsAfter, entriesAfter, transfersAfter, keysAfter] = await written();
    expect(transfersAfter).toBe(transfersBefore + 1);
    expect(keysAfter).toBe(keysBefore + 1);
    expect(journalsAfter).toBe(journalsBefore + 1);
    expect(entriesAfter).toBeGreaterThan(entriesBefore);
    expect((await balanceOf(t, sender.token)).available).toBe('37.50');
    expect((await balanceOf(t, recipient.token)).available).toBe('12.50');
  });
});
