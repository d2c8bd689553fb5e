import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceApi } from '@cabinet/contracts/money';
import { notificationsApi } from '@cabinet/contracts/notifications';
import { topUpsOpsApi } from '@cabinet/contracts/top-up';
import { createTestApp, registerSeller, type TestApp } from '../../../../test/app.ts';
import { rowCount } from '../../../../test/db.ts';
import { accountIdOf, balanceOf, signInOperator } from '../../../../test/money.ts';
import { journals } from '../ledger/ledger.schema.ts';
import { marketplacePayouts } from './top-up.schema.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await signInOperator(t);
});
afterAll(() => t.close());

const register = (payload: object, headers: Record<string, string> = {}, token = op) =>
  t.call(topUpsOpsApi.registerPayout, { token, payload, headers });
const creditDue = () => t.app.services.money.topUp.payouts.creditDue();
const minutes = (n: number) => n * 60_000;

async function seller() {
  const s = await registerSeller(t);
  return { ...s, accountId: await accountIdOf(t, s.token) };
}

describe('marketplace payouts (§9: credited within 15 minutes)', () => {
  it('wait in the balance, then the job moves them to available once their delay has passed — exactly once', async () => {
    const s = await seller();
    const res = await register({
      account_id: s.accountId,
      amount: '42.10',
      marketplace: 'etsy',
      order_ref: 'ETSY-1001',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      account_id: s.accountId,
      marketplace: 'etsy',
      order_ref: 'ETSY-1001',
      amount: { amount: '42.10', currency: 'USD' },
      status: 'waiting',
      credited_at: null,
    });
    expect(await balanceOf(t, s.token)).toMatchObject({ waiting: '42.10', available: '0.00' });

    const start = t.clock.now().getTime();
    try {
      t.clock.advance(minutes(9));
      await creditDue();
      expect(await balanceOf(t, s.token)).toMatchObject({ waiting: '42.10', available: '0.00' });

      t.clock.advance(minutes(6)); // 15 minutes after arrival
      expect(await creditDue()).toBeGreaterThanOrEqual(1);
      expect(await balanceOf(t, s.token)).toMatchObject({ waiting: '0.00', available: '42.10' });
      const journalsBefore = await rowCount(t.database, journals);
      expect(await creditDue()).toBe(0);
      await Promise.all([creditDue(), creditDue(), creditDue()]);
      expect(await rowCount(t.database, journals)).toBe(journalsBefore);
      expect(await balanceOf(t, s.token)).toMatchObject({ waiting: '0.00', available: '42.10' });
    } finally {
      t.clock.set(new Date(start));
    }

    const log = (await t.call(balanceApi.balanceLog, { token: s.token })).json();
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0]).toMatchObject({
      kind: 'marketplace_payout',
      amount: { amount: '42.10' },
      description: 'etsy ETSY-1001',
    });
    const notes = (await t.call(notificationsApi.list, { token: s.token })).json();
    expect(notes.notifications).toContainEqual(
      expect.objectContaining({ kind: 'money.payment_received', payload: { amount: '42.10', currency: 'USD' } }),
    );
  });

  it('each payout clears on its own schedule: a job run credits only those due', async () => {
    const s = await seller();
    const start = t.clock.now().getTime();
    try {
      await register({ account_id: s.accountId, amount: '10', marketplace: 'shopify', order_ref: 'SH-1' });
      t.clock.advance(minutes(6));
      await register({ account_id: s.accountId, amount: '20', marketplace: 'amazon', order_ref: 'AMZ-1' });
      await creditDue();
      expect(await balanceOf(t, s.token)).toMatchObject({ waiting: '20.00', available: '10.00' });
      t.clock.advance(minutes(10));
      await creditDue();
      expect(await balanceOf(t, s.token)).toMatchObject({ waiting: '0.00', available: '30.00' });
    } finally {
      t.clock.set(new Date(start));
    }
  });

  it('registering the same order again answers the first payout; another amount for it is a conflict', async () => {
    const s = await seller();
    const body = { account_id: s.accountId, amount: '15.00', marketplace: 'ebay', order_ref: 'EB-77' };
    const first = await register(body);
    const before = [await rowCount(t.database, journals), await rowCount(t.database, marketplacePayouts)];
    const again = await register(body);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    const concurrent = await Promise.all(Array.from({ length: 5 }, () => register(body)));
    expect(concurrent.every((r) => r.statusCode === 201 && r.json().id === first.json().id)).toBe(true);
    const conflict = await register({ ...body, amount: '16.00' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe('payout_conflict');
    expect([await rowCount(t.database, journals), await rowCount(t.database, marketplacePayouts)]).toEqual(before);
    expect(await balanceOf(t, s.token)).toMatchObject({ waiting: '15.00' });
  });

  it('concurrent first registrations of one order write one payout', async () => {
    const s = await seller();
    const body = { account_id: s.accountId, amount: '9.99', marketplace: 'amazon', order_ref: 'AMZ-RACE' };
    const results = await Promise.all(Array.from({ length: 6 }, () => register(body)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    expect(await balanceOf(t, s.token)).toMatchObject({ waiting: '9.99' });
  });

  it.each([
    [{ amount: '0', marketplace: 'etsy', order_ref: 'X-1' }, 'amount'],
    [{ amount: '1.001', marketplace: 'etsy', order_ref: 'X-1' }, 'amount'],
    [{ amount: '5', marketplace: 'market', order_ref: 'X-1' }, 'marketplace'],
    [{ amount: '5', marketplace: 'etsy', order_ref: '' }, 'order_ref'],
    [{ amount: '5', marketplace: 'etsy', order_ref: 'has spaces' }, 'order_ref'],
  ])('refuses %j with 400 and writes nothing', async (partial, field) => {
    const s = await seller();
    const before = await rowCount(t.database, journals);
    const res = await register({ account_id: s.accountId, ...partial });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String), errors: { [field]: expect.any(Array) } });
    expect(await rowCount(t.database, journals)).toBe(before);
  });

  it('answers 404 for an account that does not exist; 403 for a seller; 401 signed out', async () => {
    const s = await seller();
    const body = { account_id: 999_999, amount: '5', marketplace: 'etsy', order_ref: 'NOPE-1' };
    expect((await register(body)).statusCode).toBe(404);
    expect((await register({ ...body, account_id: s.accountId }, {}, s.token)).statusCode).toBe(403);
    expect((await t.call(topUpsOpsApi.registerPayout, { payload: body })).statusCode).toBe(401);
  });
});

describe('the money-in job', () => {
  it('is scheduled every 5 minutes', async () => {
    const jobs = await createTestApp({ JOBS: true });
    try {
      const rows = await jobs.database.db.execute(sql`select name, cron from pgboss.schedule`);
      const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as {
        name: string;
        cron: string;
      }[];
      expect(list).toContainEqual({ name: 'money-in-settle', cron: '*/5 * * * *' });
    } finally {
      await jobs.close();
    }
  });
});
