import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '@cabinet/contracts/auth';
import type { EndpointDefinition } from '@cabinet/contracts/endpoint';
import { balanceApi } from '@cabinet/contracts/money';
import { returnsApi } from '@cabinet/contracts/returns';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import type { CallOptions } from '../../../test/call.ts';
import { balanceOf, fundedSeller, signInOperator } from '../../../test/money.ts';
import { decide, registerReturn, warehouseDate } from './returns.test-kit.ts';

const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = <const E extends EndpointDefinition>(token: string, e: E, options: CallOptions<E> = {}) =>
  t.call(e, { ...options, token });

/** Sessions end after 30 idle days: after moving the clock, the seller signs in again. */
async function signIn(email: string, password: string): Promise<string> {
  const res = await t.call(authApi.login, { body: { login: email, password } });
  return res.json<{ token: string }>().token;
}

describe('storage of returns', () => {
  it("is free for 30 days from the day the return became the seller's, then 0.50 a day, paid with the decision once", async () => {
    const op = await signInOperator(t);
    const rich = await fundedSeller(t, '20.00', op);
    const poor = await fundedSeller(t, '1.00', op);
    const arrived = warehouseDate(t, -2);
    const paid = await registerReturn(t, op, { owner: String(rich.accountId), arrived_at: arrived });
    const unpaid = await registerReturn(t, op, { owner: String(poor.accountId), arrived_at: arrived });
    const free = (await get(rich.token, returnsApi.get, { params: { id: paid.id } })).json();
    expect(free).toMatchObject({ storage_paid_until: warehouseDate(t, 30), overdue: false });

    t.clock.advance(40 * DAY); // 10 days past the 30 free ones
    const token = await signIn(rich.email, rich.password);
    expect((await get(token, returnsApi.get, { params: { id: paid.id } })).json()).toMatchObject({
      overdue: true,
      overdue_days: 10,
      storage_due: { amount: '5.00' },
    });
    // A retry with the same Idempotency-Key (a lost answer) replays the decision: charged once.
    const once = { params: { id: paid.id }, token };
    const headers = { 'idempotency-key': 'return-decision-0001' };
    const res = await t.call(returnsApi.decide, { ...once, headers, body: { decision: 'restock' } });
    const replay = await t.call(returnsApi.decide, { ...once, headers, body: { decision: 'restock' } });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(res.json());
    expect(res.json()).toMatchObject({
      status: 'decided',
      overdue: false,
      storage_due: { amount: '0.00' },
      storage_charged: { amount: '5.00' },
      storage_paid_until: warehouseDate(t),
    });
    expect((await balanceOf(t, token)).available).toBe('15.00');
    const log = (await get(token, balanceApi.balanceLog)).json();
    expect(log.entries[0]).toMatchObject({ kind: 'service_charge', amount: { amount: '-5.00' } });

    // Without the money for it, the decision is refused and nothing is recorded.
    const poorToken = await signIn(poor.email, poor.password);
    const refused = await decide(t, poorToken, unpaid.id, { decision: 'disposal' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('insufficient_funds');
    expect((await get(poorToken, returnsApi.get, { params: { id: unpaid.id } })).json()).toMatchObject({
      status: 'awaiting_decision',
      storage_due: { amount: '5.00' },
    });
    expect((await balanceOf(t, poorToken)).available).toBe('1.00');
  });
});
