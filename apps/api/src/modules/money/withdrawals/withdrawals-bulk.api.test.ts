import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsApi } from '@cabinet/contracts/notifications';
import { withdrawalsOpsApi } from '@cabinet/contracts/withdrawals-ops';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { balanceOf, credit, signInOperator } from '../../../../test/money.ts';
import { cardWithdrawal, opsAct, readySeller, withdraw } from '../../../../test/withdrawals.ts';

/*
 * Issue 23, the withdrawal desk as a queue: several withdrawals paid or rejected at once, each checked and reported
 * on its own — done, waiting for a second operator, or refused with the reason in words.
 */

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await signInOperator(t, ['finance']);
});
afterAll(() => t.close());

async function pending(amount = '20', funds = '100.00') {
  const seller = await readySeller(t, funds, op);
  if (Number(funds) < Number(amount)) await credit(t, op, seller.accountId, '1000.00');
  const res = await withdraw(t, seller.token, cardWithdrawal(amount));
  if (res.statusCode !== 201) throw new Error(res.body);
  return { seller, id: res.json<{ id: number }>().id };
}

const bulkPay = (ids: number[], headers: Record<string, string> = {}) =>
  t.call(withdrawalsOpsApi.bulkPay, { token: op, body: { ids }, headers, lang: 'en' });

describe('paying several withdrawals at once', () => {
  it('does each on its own and says what became of each', async () => {
    const small = await pending('20');
    const large = await pending('1200', '1000.00');
    const paidBefore = await pending('30');
    expect((await opsAct(t, op, paidBefore.id, 'pay')).statusCode).toBe(200);

    const res = await bulkPay([small.id, large.id, paidBefore.id, 2_000_000_000]);
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([
      { id: small.id, outcome: 'done', code: null, message: null },
      { id: large.id, outcome: 'awaiting_approval', code: null, message: null },
      {
        id: paidBefore.id,
        outcome: 'refused',
        code: 'withdrawal_not_pending',
        message: 'The withdrawal has already been processed',
      },
      { id: 2_000_000_000, outcome: 'refused', code: 'not_found', message: expect.any(String) },
    ]);
    expect(await balanceOf(t, small.seller.token)).toMatchObject({ available: '79.00', frozen: '0.00' });
    expect(await balanceOf(t, large.seller.token)).toMatchObject({ frozen: '1212.00' });
    const seen = (await t.call(notificationsApi.list, { token: small.seller.token })).json().notifications;
    expect(seen[0]).toMatchObject({ kind: 'money.withdrawal_paid', payload: { withdrawal_id: small.id } });
    const large_ = await t.call(withdrawalsOpsApi.get, { params: { id: large.id }, token: op });
    expect(large_.json()).toMatchObject({ status: 'pending', approval: { status: 'pending' } });
  });

  it('replays its answer for one Idempotency-Key; pressed again, each is refused as already paid', async () => {
    const { seller, id } = await pending('20');
    const headers = { 'idempotency-key': `bulk-pay-${id}` };
    const first = await bulkPay([id], headers);
    const retry = await bulkPay([id], headers);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect((await bulkPay([id])).json().results[0]).toMatchObject({
      outcome: 'refused',
      code: 'withdrawal_not_pending',
    });
    expect((await balanceOf(t, seller.token)).available).toBe('79.00');
  });

  it.each([
    ['no ids', { ids: [] }],
    ['a repeated id', { ids: [5, 5] }],
    ['more than a page', { ids: Array.from({ length: 51 }, (_, i) => i + 1) }],
    ['an id that is no number', { ids: ['x'] }],
  ])('answers 400 for %s and pays nothing', async (_, payload) => {
    const { seller, id } = await pending('20');
    const res = await t.call(withdrawalsOpsApi.bulkPay, { token: op, payload: { ...payload }, lang: 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    expect((await t.call(withdrawalsOpsApi.get, { params: { id }, token: op })).json().status).toBe('pending');
    expect((await balanceOf(t, seller.token)).frozen).toBe('21.00');
  });
});

describe('rejecting several withdrawals at once', () => {
  it('releases each hold with the one reason the sellers read; a paid one is reported, not touched', async () => {
    const a = await pending('20');
    const b = await pending('40');
    const paid = await pending('30');
    await opsAct(t, op, paid.id, 'pay');
    const res = await t.call(withdrawalsOpsApi.bulkReject, {
      token: op,
      body: { ids: [a.id, b.id, paid.id], reason: 'Payouts to this bank are suspended' },
      lang: 'ua',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([
      { id: a.id, outcome: 'done', code: null, message: null },
      { id: b.id, outcome: 'done', code: null, message: null },
      { id: paid.id, outcome: 'refused', code: 'withdrawal_not_pending', message: 'Виведення вже оброблено' },
    ]);
    expect(await balanceOf(t, a.seller.token)).toMatchObject({ available: '100.00', frozen: '0.00' });
    expect(await balanceOf(t, paid.seller.token)).toMatchObject({ available: '69.00' });
    const seen = (await t.call(notificationsApi.list, { token: b.seller.token })).json().notifications;
    expect(seen[0]).toMatchObject({
      kind: 'money.withdrawal_rejected',
      payload: { withdrawal_id: b.id, reason: 'Payouts to this bank are suspended' },
    });
  });

  it('needs a reason (400) and is the finance role’s (403 for a warehouse clerk)', async () => {
    const { id } = await pending('20');
    const noReason = await t.call(withdrawalsOpsApi.bulkReject, { token: op, payload: { ids: [id] } });
    expect(noReason.statusCode).toBe(400);
    const clerk = await signInOperator(t, ['warehouse']);
    const res = await t.call(withdrawalsOpsApi.bulkReject, { token: clerk, body: { ids: [id], reason: 'Closed' } });
    expect(res.statusCode).toBe(403);
    expect((await t.call(withdrawalsOpsApi.get, { params: { id }, token: op })).json().status).toBe('pending');
  });
});
