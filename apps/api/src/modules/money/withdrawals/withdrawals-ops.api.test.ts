import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsApi } from '@cabinet/contracts/notifications';
import { withdrawalsApi } from '@cabinet/contracts/withdrawals';
import { withdrawalsOpsApi } from '@cabinet/contracts/withdrawals-ops';
import { createTestApp, registerSeller, type TestApp } from '../../../../test/app.ts';
import { rowCount } from '../../../../test/db.ts';
import { balanceOf, signInOperator } from '../../../../test/money.ts';
import {
  acceptAgreement,
  cardWithdrawal,
  opsAct,
  OTHER_IBAN,
  readySeller,
  saveBank,
  saveCard,
  withdraw,
} from '../../../../test/withdrawals.ts';
import { journals, ledgerAccounts } from '../ledger/ledger.schema.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await signInOperator(t);
});
afterAll(() => t.close());

/** The provider's balance on a system account (payouts by method, revenue from fees). */
async function systemBalance(kind: 'payouts' | 'revenue', ref: string): Promise<number> {
  const [row] = await t.database.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(isNull(ledgerAccounts.account_id), eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.ref, ref)));
  return row?.balance ?? 0;
}

const notifications = async (token: string) =>
  (await t.call(notificationsApi.list, { token })).json().notifications as Array<{
    kind: string;
    payload: Record<string, unknown>;
  }>;

async function pendingWithdrawal(amount = '20') {
  const seller = await readySeller(t, '100.00', op);
  const res = await withdraw(t, seller.token, cardWithdrawal(amount));
  if (res.statusCode !== 201) throw new Error(res.body);
  return { seller, id: res.json().id as number };
}

describe('GET /ops/money/withdrawals', () => {
  it('is the queue, oldest first, filtered by status, with the seller and the card token', async () => {
    const { seller, id } = await pendingWithdrawal();
    const res = await t.call(withdrawalsOpsApi.list, { query: { status: 'pending' }, token: op });
    expect(res.statusCode).toBe(200);
    const mine = res.json().withdrawals.find((w: { id: number }) => w.id === id);
    expect(mine).toMatchObject({
      account_id: seller.accountId,
      seller_email: seller.email,
      seller_name: 'Olena Kovalenko',
      status: 'pending',
      card_token: expect.stringMatching(/^ctok_/),
      requisites: { method: 'card', last4: '4242' },
    });
    const one = await t.call(withdrawalsOpsApi.get, { params: { id }, token: op });
    expect(one.json()).toEqual(mine);
    const paid = await t.call(withdrawalsOpsApi.list, { query: { status: 'paid' }, token: op });
    expect(paid.json().withdrawals.some((w: { id: number }) => w.id === id)).toBe(false);
  });

  it('is for operators only', async () => {
    const { seller, id } = await pendingWithdrawal();
    expect((await t.call(withdrawalsOpsApi.list)).statusCode).toBe(401);
    const asSeller = await t.call(withdrawalsOpsApi.list, { token: seller.token });
    expect(asSeller.statusCode).toBe(403);
    expect((await opsAct(t, seller.token, id, 'pay')).statusCode).toBe(403);
    expect((await opsAct(t, '', id, 'pay')).statusCode).toBe(401);
    expect((await t.call(withdrawalsOpsApi.get, { params: { id: 2000000000 }, token: op })).statusCode).toBe(404);
  });
});

describe('paying a withdrawal', () => {
  it('captures the amount to payouts and the fee to fee revenue, once; the seller is told', async () => {
    const { seller, id } = await pendingWithdrawal('20');
    const [payouts, fees] = [await systemBalance('payouts', 'card'), await systemBalance('revenue', 'fees')];
    const res = await opsAct(t, op, id, 'pay');
    expect(res.statusCode).toBe(200);
    // The desk names the operator who paid it.
    expect(res.json()).toMatchObject({
      status: 'paid',
      paid_at: expect.any(String),
      resolved_by: { email: expect.stringMatching(/^operator-/) },
    });
    expect(await balanceOf(t, seller.token)).toMatchObject({ available: '79.00', frozen: '0.00' });
    expect(await systemBalance('payouts', 'card')).toBe(payouts + 2000);
    expect(await systemBalance('revenue', 'fees')).toBe(fees + 100);

    const seen = await t.call(withdrawalsApi.get, { params: { id }, token: seller.token });
    expect(seen.json().status).toBe('paid');
    expect((await notifications(seller.token))[0]).toMatchObject({
      kind: 'money.withdrawal_paid',
      payload: { withdrawal_id: id, amount: '20.00', currency: 'USD' },
    });

    const journalsBefore = await rowCount(t.database, journals);
    const twice = await opsAct(t, op, id, 'pay');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('withdrawal_not_pending');
    const rejectAfter = await opsAct(t, op, id, 'reject', { reason: 'too late' });
    expect(rejectAfter.statusCode).toBe(409);
    expect(await rowCount(t.database, journals)).toBe(journalsBefore);
    expect((await balanceOf(t, seller.token)).available).toBe('79.00');
  });

  it('replays the answer for one Idempotency-Key instead of refusing the retry', async () => {
    const { id } = await pendingWithdrawal();
    const headers = { 'idempotency-key': `pay-${id}-retry` };
    const first = await opsAct(t, op, id, 'pay', undefined, headers);
    const retry = await opsAct(t, op, id, 'pay', undefined, headers);
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
  });

  it('lets exactly one of a concurrent pay and reject win', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { seller, id } = await pendingWithdrawal('20');
      const [pay, reject] = await Promise.all([
        opsAct(t, op, id, 'pay'),
        opsAct(t, op, id, 'reject', { reason: 'duplicate request' }),
      ]);
      expect([pay.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
      const balance = await balanceOf(t, seller.token);
      expect(balance.frozen).toBe('0.00');
      expect(balance.available).toBe(pay.statusCode === 200 ? '79.00' : '100.00');
    }
  });
});

describe('rejecting a withdrawal', () => {
  it('releases the holds with the reason, once; paying afterwards is refused', async () => {
    const { seller, id } = await pendingWithdrawal();
    const res = await opsAct(t, op, id, 'reject', { reason: 'The card is closed' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', reason: 'The card is closed' });
    expect(await balanceOf(t, seller.token)).toMatchObject({ available: '100.00', frozen: '0.00' });
    expect((await notifications(seller.token))[0]).toMatchObject({
      kind: 'money.withdrawal_rejected',
      payload: { withdrawal_id: id, reason: 'The card is closed' },
    });
    expect((await opsAct(t, op, id, 'pay')).statusCode).toBe(409);
    expect((await opsAct(t, op, id, 'reject', { reason: 'again' })).statusCode).toBe(409);
    expect((await balanceOf(t, seller.token)).available).toBe('100.00');
  });

  it.each([
    ['no reason', undefined],
    ['a short reason', { reason: 'no' }],
    ['an unknown field', { reason: 'The card is closed', extra: 1 }],
  ])('answers 400 for %s and changes nothing', async (_, payload) => {
    const { seller, id } = await pendingWithdrawal();
    const res = await opsAct(t, op, id, 'reject', payload ?? {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    expect((await balanceOf(t, seller.token)).frozen).toBe('21.00');
  });
});

describe('payment details need to be corrected (§8)', () => {
  it('keeps the hold, blocks payment until the seller corrects the requisites and resubmits', async () => {
    const { seller, id } = await pendingWithdrawal();
    const marked = await opsAct(t, op, id, 'needs-correction', { reason: 'The holder name does not match' });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({
      status: 'details_need_correction',
      reason: 'The holder name does not match',
    });
    expect((await balanceOf(t, seller.token)).frozen).toBe('21.00');
    expect((await notifications(seller.token))[0]).toMatchObject({
      kind: 'money.withdrawal_needs_correction',
      payload: { withdrawal_id: id, reason: 'The holder name does not match' },
    });

    expect((await opsAct(t, op, id, 'pay')).json().code).toBe('withdrawal_not_pending');
    const resubmit = (payload: Record<string, unknown> = { recipient_confirmed: true }) =>
      t.call(withdrawalsApi.resubmit, { params: { id }, token: seller.token, payload });
    const unchanged = await resubmit();
    expect(unchanged.statusCode).toBe(422);
    expect(unchanged.json().code).toBe('requisites_not_corrected');
    expect((await resubmit({ recipient_confirmed: false })).statusCode).toBe(400);

    t.clock.advance(1_000);
    await saveCard(t, seller.token, '5555 5555 5555 4444', 'Olena Kovalenko-Shevchenko');
    const again = await resubmit();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      status: 'pending',
      reason: null,
      requisites: { brand: 'Mastercard', last4: '4444', holder_name: 'OLENA KOVALENKO-SHEVCHENKO' },
    });
    expect((await resubmit()).json().code).toBe('withdrawal_update_failed');
    expect((await opsAct(t, op, id, 'pay')).statusCode).toBe(200);
    expect(await balanceOf(t, seller.token)).toMatchObject({ available: '79.00', frozen: '0.00' });
  });

  it('may be rejected or cancelled while waiting for the correction', async () => {
    const first = await pendingWithdrawal();
    await opsAct(t, op, first.id, 'needs-correction', { reason: 'Wrong bank' });
    expect((await opsAct(t, op, first.id, 'reject', { reason: 'No answer' })).statusCode).toBe(200);
    expect((await balanceOf(t, first.seller.token)).available).toBe('100.00');

    const second = await pendingWithdrawal();
    await opsAct(t, op, second.id, 'needs-correction', { reason: 'Wrong bank' });
    const cancel = await t.call(withdrawalsApi.cancel, { params: { id: second.id }, token: second.seller.token });
    expect(cancel.json().status).toBe('cancelled');
    expect((await balanceOf(t, second.seller.token)).available).toBe('100.00');
  });

  it('takes the corrected bank account on resubmission, keeping the confirmed hryvnia amount', async () => {
    const seller = await readySeller(t, '100.00', op);
    await saveBank(t, seller.token);
    const quote = (
      await t.call(withdrawalsApi.quote, { query: { method: 'bank', amount: 30 }, token: seller.token })
    ).json();
    const { id } = (
      await withdraw(t, seller.token, {
        method: 'bank',
        amount: '30',
        confirm: { national_amount: quote.payout.amount, recipient_confirmed: true },
      })
    ).json();
    await opsAct(t, op, id, 'needs-correction', { reason: 'The IBAN is closed' });
    t.clock.advance(1_000);
    await saveBank(t, seller.token, OTHER_IBAN);
    const again = await t.call(withdrawalsApi.resubmit, {
      params: { id },
      token: seller.token,
      body: { recipient_confirmed: true },
    });
    expect(again.json()).toMatchObject({ requisites: { iban: OTHER_IBAN }, payout: { amount: quote.payout.amount } });
  });
});

describe('method settings', () => {
  it('lets an operator change limits and fees, and switch a method off', async () => {
    const listed = await t.call(withdrawalsOpsApi.methodSettings, { token: op });
    expect(listed.json().methods).toHaveLength(3);
    const bad = await t.call(withdrawalsOpsApi.saveMethodSettings, {
      params: { method: 'wallet' },
      token: op,
      body: { enabled: true, min_amount: '50', max_amount: '10', fee_percent: '0', fee_minimum: '0' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['max_amount']);

    const off = await t.call(withdrawalsOpsApi.saveMethodSettings, {
      params: { method: 'wallet' },
      token: op,
      body: { enabled: false, min_amount: '5', max_amount: '100', fee_percent: '2.5', fee_minimum: '0.50' },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().methods[2]).toMatchObject({
      method: 'wallet',
      enabled: false,
      max: { amount: '100.00' },
      fee: { percent: '2.50', minimum: { amount: '0.50' } },
    });
    const { token } = await registerSeller(t);
    await acceptAgreement(t, token);
    const methods = (await t.call(withdrawalsApi.methods, { token })).json();
    expect(methods.methods.map((m: { method: string }) => m.method)).toEqual(['card', 'bank']);
    const refused = await withdraw(t, token, {
      method: 'wallet',
      amount: '10',
      confirm: { recipient_confirmed: true },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('withdrawal_method_unavailable');

    await t.call(withdrawalsOpsApi.saveMethodSettings, {
      params: { method: 'wallet' },
      token: op,
      body: { enabled: true, min_amount: '5', max_amount: '5000', fee_percent: '0', fee_minimum: '0' },
    });
    const seller = await registerSeller(t);
    expect(
      (await t.call(withdrawalsOpsApi.saveMethodSettings, { params: { method: 'card' }, token: seller.token }))
        .statusCode,
    ).toBe(403);
  });
});
