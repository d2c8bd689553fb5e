import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyOpsApi } from '@cabinet/contracts/money-ops';
import { AppError } from '../../../platform/errors.ts';
import { createTestApp, engine, type TestApp } from '../../../../test/app.ts';
import { accountIdOf, balanceOf, fundedSeller, signInOperator } from '../../../../test/money.ts';
import { registerSeller } from '../../../../test/app.ts';
import { checkLedgerInvariants } from './invariants.ts';
import { providerAccount, sellerAccount, type Ledger } from './ledger.ts';

/**
 * Races on the ledger (issue 4). On PostgreSQL (CI's `api:postgres` project) the transactions really run at once on
 * a pool of connections; on PGlite they are serialised by the engine, and the same answers must come out.
 */
let t: TestApp;
let ledger: Ledger;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  ledger = t.app.services.money.ledger;
  op = await signInOperator(t);
});
afterAll(() => t.close());

const codeOf = (result: PromiseSettledResult<unknown>) =>
  result.status === 'rejected'
    ? result.reason instanceof AppError
      ? result.reason.code
      : String(result.reason)
    : 'ok';

const withdraw = (accountId: number, amount: number) =>
  ledger.transaction((tx) =>
    ledger.post(tx, {
      accountId,
      kind: 'withdrawal',
      lines: [
        { account: sellerAccount(accountId, 'available'), amount: -amount },
        { account: providerAccount('payouts'), amount },
      ],
    }),
  );

describe(`ledger under concurrency (${engine})`, () => {
  it('50 parallel withdrawals of 10 from 100: exactly 10 succeed and the balance is 0', async () => {
    const seller = await fundedSeller(t, '100.00', op);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => withdraw(seller.accountId, 1000)));
    const codes = results.map(codeOf);
    expect(codes.filter((c) => c === 'ok')).toHaveLength(10);
    expect(codes.filter((c) => c === 'insufficient_funds')).toHaveLength(40);
    expect((await balanceOf(t, seller.token)).available).toBe('0.00');
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  });

  it('a hold racing a withdrawal on a brand-new account: one wins, nothing is lost or doubled', async () => {
    for (let round = 0; round < 10; round++) {
      const { token } = await registerSeller(t);
      const accountId = await accountIdOf(t, token);
      // The account has no ledger rows yet: all three create them at once.
      const results = await Promise.allSettled([
        ledger.transaction((tx) =>
          ledger.post(tx, {
            accountId,
            kind: 'top_up',
            lines: [
              { account: providerAccount('clearing', 'card'), amount: -1000 },
              { account: sellerAccount(accountId, 'available'), amount: 1000 },
            ],
          }),
        ),
        ledger.transaction((tx) =>
          ledger.hold(tx, { accountId, amount: 1000, purpose: 'withdrawal', kind: 'withdrawal' }),
        ),
        withdraw(accountId, 1000),
      ]);
      const [topUp, hold, withdrawal] = results.map(codeOf);
      expect(topUp).toBe('ok');
      expect([hold, withdrawal].filter((c) => c === 'ok').length).toBeLessThanOrEqual(1);
      for (const code of [hold, withdrawal]) expect(['ok', 'insufficient_funds']).toContain(code);
      const balance = await balanceOf(t, token);
      const spent = [hold, withdrawal].filter((c) => c === 'ok').length * 10;
      expect(Number(balance.available)).toBe(10 - spent);
      expect(balance.frozen).toBe(hold === 'ok' ? '10.00' : '0.00');
    }
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  });

  it('10 parallel retries with one Idempotency-Key have one effect', async () => {
    const seller = await fundedSeller(t, '1.00', op);
    const attempt = () =>
      t.call(moneyOpsApi.adjust, {
        params: { id: seller.accountId },
        token: op,
        headers: { 'idempotency-key': `retry-storm-${seller.accountId}` },
        body: { direction: 'credit', amount: '7.00', reason: 'retry storm' },
      });
    const answers = await Promise.all(Array.from({ length: 10 }, attempt));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    for (const s of statuses) expect([201, 409]).toContain(s);
    expect((await balanceOf(t, seller.token)).available).toBe('8.00');
    // Once the first is done, a retry replays its answer.
    const late = await attempt();
    expect(late.statusCode).toBe(201);
    expect(late.headers['idempotent-replayed']).toBe('true');
    expect((await balanceOf(t, seller.token)).available).toBe('8.00');
  });

  it('duplicate concurrent reversals: one succeeds, the others are refused', async () => {
    const seller = await fundedSeller(t, '20.00', op);
    const debit = await withdraw(seller.accountId, 500);
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => ledger.transaction((tx) => ledger.reverse(tx, debit))),
    );
    const codes = results.map(codeOf);
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(codes.filter((c) => c === 'already_reversed')).toHaveLength(7);
    expect((await balanceOf(t, seller.token)).available).toBe('20.00');
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  });

  it('a hold resolves once when capture and release race', async () => {
    const seller = await fundedSeller(t, '30.00', op);
    const holdId = await ledger.transaction((tx) =>
      ledger.hold(tx, { accountId: seller.accountId, amount: 3000, purpose: 'withdrawal', kind: 'withdrawal' }),
    );
    const results = await Promise.allSettled([
      ledger.transaction((tx) => ledger.capture(tx, holdId, providerAccount('payouts'))),
      ledger.transaction((tx) => ledger.release(tx, holdId)),
      ledger.transaction((tx) => ledger.capture(tx, holdId, providerAccount('payouts'))),
    ]);
    const codes = results.map(codeOf);
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(codes.filter((c) => c === 'hold_already_resolved')).toHaveLength(2);
    const balance = await balanceOf(t, seller.token);
    expect(balance.frozen).toBe('0.00');
    expect(['0.00', '30.00']).toContain(balance.available);
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  });
});
