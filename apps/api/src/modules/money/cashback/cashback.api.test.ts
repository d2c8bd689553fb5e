import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashbackApi } from '@cabinet/contracts/cashback';
import type { QueryIn } from '@cabinet/contracts/endpoint';
import { invoicesApi, invoicesOpsApi } from '@cabinet/contracts/invoices';
import { balanceApi } from '@cabinet/contracts/money';
import { moneyOpsApi } from '@cabinet/contracts/money-ops';
import { notificationsApi } from '@cabinet/contracts/notifications';
import { createTestApp, registerSeller, type TestApp } from '../../../../test/app.ts';
import { rowCount } from '../../../../test/db.ts';
import { accountIdOf, balanceOf, fundedSeller, signInOperator } from '../../../../test/money.ts';
import { journals } from '../ledger/ledger.schema.ts';
import { providerAccount, sellerAccount } from '../ledger/ledger.ts';
import { cashbackAccruals, cashbackRules } from './cashback.schema.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await signInOperator(t);
});
afterAll(() => t.close());

type Body = Record<string, unknown>;
const getCashback = (token?: string, query: QueryIn<typeof cashbackApi.get> = {}) =>
  t.call(cashbackApi.get, { token, query });
const redeem = (token: string | undefined, payload: Body, headers: Record<string, string> = {}, lang?: string) =>
  t.call(cashbackApi.redeem, { token, payload, headers, lang });
const charge = (accountId: number, payload: Body, token = op) =>
  t.call(cashbackApi.charge, { params: { id: accountId }, token, payload });
const putRules = (payload: Body, token = op) => t.call(cashbackApi.saveRules, { token, payload });
const cashbackOf = async (token: string) => (await getCashback(token)).json().balance.amount as string;

/** A seller with money who has paid a charge of `amount` (service by default) and earned its cashback. */
async function sellerWithCashback(funds: string, amount: string, kind = 'service_charge') {
  const seller = await fundedSeller(t, funds, op);
  const res = await charge(seller.accountId, { kind, amount, reason: 'Photo service' });
  expect(res.statusCode, res.body).toBe(201);
  return { ...seller, chargeJournalId: res.json().journal_id as number };
}

describe('GET /cashback', () => {
  it('answers a new seller: nothing yet, the rules in force, an empty history', async () => {
    const { token } = await registerSeller(t);
    const res = await getCashback(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      balance: { amount: '0.00', currency: 'USD', currency_sign_pre: true },
      minimum_redeem: { amount: '1.00', currency: 'USD', currency_sign_pre: true },
      rules: [
        { kind: 'shipment_charge', percent: '2.00', updated_at: null },
        { kind: 'service_charge', percent: '3.00', updated_at: null },
        { kind: 'invoice_payment', percent: '1.00', updated_at: null },
      ],
      history: { entries: [], page: 1, on_page: 20, total: 0, next_page: null },
    });
  });

  it('needs a session; operators have no cashback', async () => {
    expect((await getCashback()).statusCode).toBe(401);
    expect((await getCashback(op)).statusCode).toBe(403);
  });

  it('refuses a bad page with 400', async () => {
    const { token } = await registerSeller(t);
    expect((await getCashback(token, { page: 0 })).statusCode).toBe(400);
    expect((await getCashback(token, { on_page: 500 })).statusCode).toBe(400);
  });

  it('pages the history, newest first, and shows only the caller’s own', async () => {
    const seller = await fundedSeller(t, '500', op);
    for (const amount of ['10.00', '20.00', '30.00']) {
      expect((await charge(seller.accountId, { kind: 'shipment_charge', amount, reason: 'Label' })).statusCode).toBe(
        201,
      );
    }
    const first = (await getCashback(seller.token, { on_page: 2 })).json();
    expect(first.balance.amount).toBe('1.20');
    expect(first.history).toMatchObject({ page: 1, on_page: 2, total: 3, next_page: 2 });
    expect(first.history.entries.map((e: { amount: { amount: string } }) => e.amount.amount)).toEqual(['0.60', '0.40']);
    const second = (await getCashback(seller.token, { on_page: 2, page: 2 })).json();
    expect(second.history.entries).toHaveLength(1);
    expect(second.history.entries[0]).toMatchObject({
      kind: 'cashback_accrual',
      amount: { amount: '0.20' },
      balance_after: { amount: '0.20' },
      source_kind: 'shipment_charge',
      source_amount: { amount: '10.00' },
      percent: '2.00',
    });
    const other = await registerSeller(t);
    expect((await getCashback(other.token)).json().history.total).toBe(0);
  });
});

describe('accrual', () => {
  it('earns the rate of the charge, rounded down to the cent, in the charge’s transaction', async () => {
    const seller = await fundedSeller(t, '100', op);
    const res = await charge(seller.accountId, { kind: 'service_charge', amount: '12.34', reason: 'Photo service' });
    expect(res.statusCode).toBe(201);
    // 3 % of 12.34 is 0.3702 → 0.37
    expect(res.json()).toMatchObject({ cashback: { amount: '0.37' }, cashback_journal_id: expect.any(Number) });
    expect(await balanceOf(t, seller.token)).toMatchObject({ available: '87.66', cashback: '0.37' });
    const accrual = await t.database.db
      .select()
      .from(cashbackAccruals)
      .where(eq(cashbackAccruals.charge_journal_id, res.json().journal_id));
    expect(accrual).toEqual([expect.objectContaining({ charge_amount: 1234, rate_bp: 300, amount: 37 })]);
  });

  it.each([
    ['0.49', '0.00'], // 2 % = 0.98 cent: nothing
    ['0.50', '0.01'],
    ['9.99', '0.19'], // 19.98 cents
    ['123.45', '2.46'], // 246.9 cents
  ])('of a %s shipment charge at 2 %% is %s', async (amount, earned) => {
    const seller = await fundedSeller(t, '200', op);
    const res = await charge(seller.accountId, { kind: 'shipment_charge', amount, reason: 'Label' });
    expect(res.json().cashback.amount).toBe(earned);
    expect(res.json().cashback_journal_id === null).toBe(earned === '0.00');
    expect(await cashbackOf(seller.token)).toBe(earned);
  });

  it('is earned once per charge, never on a reversal or on a kind without a rule', async () => {
    const seller = await fundedSeller(t, '100', op);
    const { ledger, cashback } = t.app.services.money;
    const result = await ledger.transaction(async (tx) => {
      const chargeId = await ledger.post(tx, {
        accountId: seller.accountId,
        kind: 'invoice_payment',
        lines: [
          { account: sellerAccount(seller.accountId, 'available'), amount: -5000 },
          { account: providerAccount('revenue', 'invoices'), amount: 5000 },
        ],
      });
      const first = await cashback.accrueFor(tx, chargeId);
      const again = await cashback.accrueFor(tx, { id: chargeId });
      return { chargeId, first, again };
    });
    expect(result.first).toEqual({ journalId: expect.any(Number), amount: 50 });
    expect(result.again).toEqual(result.first);
    expect(await cashbackOf(seller.token)).toBe('0.50');

    const reversalId = await ledger.transaction((tx) => ledger.reverse(tx, result.chargeId));
    expect(await ledger.transaction((tx) => cashback.accrueFor(tx, reversalId))).toBeNull();
    const topUp = await ledger.transaction((tx) =>
      ledger.post(tx, {
        accountId: seller.accountId,
        kind: 'top_up',
        lines: [
          { account: providerAccount('clearing', 'card'), amount: -1000 },
          { account: sellerAccount(seller.accountId, 'available'), amount: 1000 },
        ],
      }),
    );
    expect(await ledger.transaction((tx) => cashback.accrueFor(tx, topUp))).toBeNull();
    expect(await ledger.transaction((tx) => cashback.accrueFor(tx, 2_000_000_000))).toBeNull();
  });

  it('is earned when the seller pays an invoice from the balance', async () => {
    const seller = await fundedSeller(t, '50', op);
    const issued = await t.call(invoicesOpsApi.issue, {
      token: op,
      body: {
        account_id: seller.accountId,
        title: 'Warehouse storage',
        lines: [{ description: 'Storage', quantity: 1, unit_price: '11.75' }],
        due_date: new Date(t.clock.now().getTime() + 7 * 86_400_000).toISOString().slice(0, 10),
      },
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const paid = await t.call(invoicesApi.pay, { params: { id: issued.json().id }, token: seller.token });
    expect(paid.statusCode, paid.body).toBe(200);
    // 1 % of 11.75 is 0.1175 → 0.11
    expect(await balanceOf(t, seller.token)).toMatchObject({ available: '38.25', cashback: '0.11' });
    expect((await getCashback(seller.token)).json().history.entries[0]).toMatchObject({
      source_kind: 'invoice_payment',
      percent: '1.00',
    });
  });

  it('rolls back with the charge when the charge fails', async () => {
    const seller = await fundedSeller(t, '5', op);
    const before = [await rowCount(t.database, journals), await rowCount(t.database, cashbackAccruals)];
    const res = await charge(seller.accountId, { kind: 'service_charge', amount: '5.01', reason: 'Too much' });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('insufficient_funds');
    expect([await rowCount(t.database, journals), await rowCount(t.database, cashbackAccruals)]).toEqual(before);
  });
});

describe('claw-back when a charge is reversed', () => {
  const reverse = (journalId: number) => t.call(moneyOpsApi.reverse, { params: { id: journalId }, token: op });

  it('takes the cashback back from the cashback account', async () => {
    const seller = await sellerWithCashback('100', '50.00'); // 1.50 cashback
    expect(await balanceOf(t, seller.token)).toMatchObject({ available: '50.00', cashback: '1.50' });
    expect((await reverse(seller.chargeJournalId)).statusCode).toBe(201);
    expect(await balanceOf(t, seller.token)).toMatchObject({ available: '100.00', cashback: '0.00' });
    const history = (await getCashback(seller.token)).json().history.entries;
    expect(history[0]).toMatchObject({
      kind: 'cashback_clawback',
      amount: { amount: '-1.50' },
      balance_after: { amount: '0.00' },
      source_kind: 'service_charge',
    });
    // A second reversal is refused and takes nothing more.
    expect((await reverse(seller.chargeJournalId)).statusCode).toBe(409);
    expect(await balanceOf(t, seller.token)).toMatchObject({ available: '100.00', cashback: '0.00' });
  });

  it('takes what was already moved to the balance from the balance', async () => {
    const seller = await sellerWithCashback('200', '100.00'); // 3.00 cashback
    expect((await redeem(seller.token, { amount: '2.00' })).statusCode).toBe(201);
    expect(await balanceOf(t, seller.token)).toMatchObject({ available: '102.00', cashback: '1.00' });
    expect((await reverse(seller.chargeJournalId)).statusCode).toBe(201);
    // 102 + 100 (the charge back) − 2 (cashback already on the balance); the 1.00 left in cashback goes too.
    expect(await balanceOf(t, seller.token)).toMatchObject({ available: '200.00', cashback: '0.00' });
    const log = (await t.call(balanceApi.balanceLog, { token: seller.token })).json();
    expect(log.entries[0]).toMatchObject({ kind: 'cashback_clawback', amount: { amount: '-2.00' } });
  });

  it('does not take it twice when the accrual itself was reversed first', async () => {
    const seller = await sellerWithCashback('100', '10.00'); // 0.30
    const [accrual] = await t.database.db
      .select()
      .from(cashbackAccruals)
      .where(eq(cashbackAccruals.charge_journal_id, seller.chargeJournalId));
    // Not from the desk (an accrual is not an operator's reversal: issue 23), but the ledger may undo it.
    expect((await reverse(accrual!.accrual_journal_id)).json().code).toBe('not_reversible');
    const { ledger } = t.app.services.money;
    await ledger.transaction((tx) => ledger.reverse(tx, accrual!.accrual_journal_id));
    expect(await cashbackOf(seller.token)).toBe('0.00');
    expect((await reverse(seller.chargeJournalId)).statusCode).toBe(201);
    expect(await balanceOf(t, seller.token)).toMatchObject({ available: '100.00', cashback: '0.00' });
  });
});

describe('POST /cashback/redeem', () => {
  it('moves cashback to the balance and logs it', async () => {
    const seller = await sellerWithCashback('200', '100.00'); // 3.00
    const res = await redeem(seller.token, { amount: '1.25' });
    expect(res.statusCode).toBe(201);
    expect(res.json().balance).toMatchObject({ available: { amount: '101.25' }, cashback: { amount: '1.75' } });
    const history = (await getCashback(seller.token)).json().history.entries;
    expect(history[0]).toMatchObject({ kind: 'cashback_redeem', amount: { amount: '-1.25' }, source_kind: null });
    const log = (await t.call(balanceApi.balanceLog, { token: seller.token })).json();
    expect(log.entries[0]).toMatchObject({ kind: 'cashback_redeem', amount: { amount: '1.25' } });
  });

  it('refuses more than the cashback balance with 422 insufficient_funds and writes nothing', async () => {
    const seller = await sellerWithCashback('200', '100.00'); // 3.00
    const before = await rowCount(t.database, journals);
    const res = await redeem(seller.token, { amount: '3.01' });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('insufficient_funds');
    expect(await rowCount(t.database, journals)).toBe(before);
    expect(await cashbackOf(seller.token)).toBe('3.00');
  });

  it('refuses less than 1 USD, worded in the caller’s language', async () => {
    const seller = await sellerWithCashback('200', '100.00');
    const en = await redeem(seller.token, { amount: '0.99' }, {}, 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      code: 'validation_error',
      message: expect.any(String),
      errors: { amount: ['At least 1.00 USD of cashback can be moved at a time'] },
    });
    const ua = await redeem(seller.token, { amount: '0.5' }, {}, 'ua');
    expect(ua.json().errors.amount).toEqual(['За раз можна перевести щонайменше 1.00 USD кешбеку']);
  });

  it.each([
    ['zero', 0],
    ['negative', '-1'],
    ['three decimals', '1.005'],
    ['a word', 'all'],
  ])('refuses %s with 400 and writes nothing', async (_, amount) => {
    const seller = await sellerWithCashback('200', '100.00');
    const before = await rowCount(t.database, journals);
    const res = await redeem(seller.token, { amount });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.amount).toHaveLength(1);
    expect(await rowCount(t.database, journals)).toBe(before);
  });

  it('refuses 1e309 as written in JSON', async () => {
    const seller = await sellerWithCashback('200', '100.00');
    const res = await t.call(cashbackApi.redeem, {
      token: seller.token,
      headers: { 'content-type': 'application/json' },
      payload: '{"amount":1e309}',
    });
    expect(res.statusCode).toBe(400);
    expect(await cashbackOf(seller.token)).toBe('3.00');
  });

  it('refuses unknown fields and a missing amount', async () => {
    const { token } = await registerSeller(t);
    expect((await redeem(token, {})).statusCode).toBe(400);
    expect((await redeem(token, { amount: '1', to: 'card' })).statusCode).toBe(400);
  });

  it('is done once per Idempotency-Key', async () => {
    const seller = await sellerWithCashback('200', '100.00');
    const headers = { 'idempotency-key': 'redeem-once-0001' };
    const first = await redeem(seller.token, { amount: '1.00' }, headers);
    const again = await redeem(seller.token, { amount: '1.00' }, headers);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().journal_id).toBe(first.json().journal_id);
    expect(await cashbackOf(seller.token)).toBe('2.00');
    expect((await redeem(seller.token, { amount: '2.00' }, headers)).statusCode).toBe(422);
  });

  it('never overdraws under concurrent requests', async () => {
    const seller = await sellerWithCashback('200', '100.00'); // 3.00
    const answers = await Promise.all(Array.from({ length: 8 }, () => redeem(seller.token, { amount: '1.00' })));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 422, 422, 422, 422, 422]);
    expect(await balanceOf(t, seller.token)).toMatchObject({ available: '103.00', cashback: '0.00' });
  });

  it('needs a session and the money write right', async () => {
    expect((await redeem(undefined, { amount: '1' })).statusCode).toBe(401);
    expect((await redeem(op, { amount: '1' })).statusCode).toBe(403);
  });
});

describe('operators: cashback rules', () => {
  it('list and change the rates; new charges earn the new rate', async () => {
    const list = await t.call(cashbackApi.rules, { token: op });
    expect(list.statusCode).toBe(200);
    expect(list.json().rules).toHaveLength(3);

    const res = await putRules({ rules: [{ kind: 'service_charge', percent: '5' }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().rules).toContainEqual({
      kind: 'service_charge',
      percent: '5.00',
      updated_at: expect.any(String),
    });
    expect(res.json().rules).toContainEqual({ kind: 'shipment_charge', percent: '2.00', updated_at: null });

    const seller = await sellerWithCashback('100', '10.00');
    expect(await cashbackOf(seller.token)).toBe('0.50');
    const rules = (await getCashback(seller.token)).json().rules;
    expect(rules).toContainEqual({ kind: 'service_charge', percent: '5.00', updated_at: expect.any(String) });

    expect((await putRules({ rules: [{ kind: 'service_charge', percent: 0 }] })).statusCode).toBe(200);
    const none = await sellerWithCashback('100', '10.00');
    expect(await cashbackOf(none.token)).toBe('0.00');
    expect((await putRules({ rules: [{ kind: 'service_charge', percent: '3.00' }] })).statusCode).toBe(200);
  });

  it.each([
    ['over 50 %', { rules: [{ kind: 'service_charge', percent: '50.01' }] }],
    ['three decimals', { rules: [{ kind: 'service_charge', percent: '1.005' }] }],
    ['negative', { rules: [{ kind: 'service_charge', percent: '-1' }] }],
    ['an unknown kind', { rules: [{ kind: 'top_up', percent: '1' }] }],
    [
      'a kind twice',
      {
        rules: [
          { kind: 'service_charge', percent: '1' },
          { kind: 'service_charge', percent: '2' },
        ],
      },
    ],
    ['no rules', { rules: [] }],
  ])('refuse %s with 400 and change nothing', async (_, body) => {
    const before = await t.database.db.select().from(cashbackRules);
    const res = await putRules(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    expect(await t.database.db.select().from(cashbackRules)).toEqual(before);
  });

  it('are for operators only', async () => {
    const { token } = await registerSeller(t);
    expect((await t.call(cashbackApi.rules, { token })).statusCode).toBe(403);
    expect((await putRules({ rules: [{ kind: 'service_charge', percent: '9' }] }, token)).statusCode).toBe(403);
    expect((await t.call(cashbackApi.rules)).statusCode).toBe(401);
  });
});

describe('operators: POST /ops/money/accounts/:id/charges', () => {
  it('charges the seller, tells them, and answers the cashback earned', async () => {
    const seller = await fundedSeller(t, '40', op);
    const res = await charge(seller.accountId, { kind: 'shipment_charge', amount: '25', reason: 'Courier pickup' });
    expect(res.statusCode).toBe(201);
    expect(res.json().cashback.amount).toBe('0.50');
    const notes = (await t.call(notificationsApi.list, { token: seller.token })).json();
    expect(notes.notifications[0]).toMatchObject({
      kind: 'money.balance_adjusted',
      payload: { amount: '-25.00', reason: 'Courier pickup' },
    });
  });

  it('answers 404 for an unknown seller, 403 to a seller, 400 to a bad body', async () => {
    expect((await charge(2_000_000, { kind: 'service_charge', amount: '1', reason: 'Nobody' })).statusCode).toBe(404);
    const seller = await registerSeller(t);
    const accountId = await accountIdOf(t, seller.token);
    const asSeller = await charge(accountId, { kind: 'service_charge', amount: '1', reason: 'Self' }, seller.token);
    expect(asSeller.statusCode).toBe(403);
    const before = await rowCount(t.database, journals);
    expect((await charge(accountId, { kind: 'top_up', amount: '1', reason: 'Wrong kind' })).statusCode).toBe(400);
    expect((await charge(accountId, { kind: 'service_charge', amount: '0', reason: 'Zero' })).statusCode).toBe(400);
    expect((await charge(accountId, { kind: 'service_charge', amount: '1', reason: '' })).statusCode).toBe(400);
    expect(await rowCount(t.database, journals)).toBe(before);
  });
});
