import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryIn } from '@cabinet/contracts/endpoint';
import { balanceApi } from '@cabinet/contracts/money';
import { moneyOpsApi } from '@cabinet/contracts/money-ops';
import { notificationsApi } from '@cabinet/contracts/notifications';
import { transfersApi } from '@cabinet/contracts/transfers';
import { createTestApp, registerSeller, type TestApp } from '../../../../test/app.ts';
import { rowCount } from '../../../../test/db.ts';
import { accountIdOf, balanceOf, credit, fundedSeller, signInOperator } from '../../../../test/money.ts';
import { entries, journals } from '../ledger/ledger.schema.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await signInOperator(t);
});
afterAll(() => t.close());

const adjust = (
  accountId: number,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
  token = op,
) => t.call(moneyOpsApi.adjust, { params: { id: accountId }, token, payload, headers });

describe('GET /user/balance', () => {
  it('answers every §3 label for a new seller, all zero', async () => {
    const { token } = await registerSeller(t);
    const res = await t.call(balanceApi.get, { token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    for (const label of [
      'balance',
      'waiting',
      'blocked',
      'available',
      'frozen',
      'will_be_removed',
      'minimum_balance',
      'available_for_shipments',
      'available_for_withdrawal',
    ]) {
      expect(body[label], label).toEqual({ amount: '0.00', currency: 'USD', currency_sign_pre: true });
    }
    expect(body.withdrawal_blocked).toBe(false);
  });

  it('needs a session', async () => {
    expect((await t.call(balanceApi.get)).statusCode).toBe(401);
  });

  it('shows an operator credit, and the credit line in what shipments may use but not in withdrawals', async () => {
    const seller = await fundedSeller(t, '25.50', op);
    const res = await t.call(moneyOpsApi.saveSettings, {
      params: { id: seller.accountId },
      token: op,
      body: { minimum_balance: '-100.00', withdrawal_blocked: false },
    });
    expect(res.statusCode).toBe(200);
    expect(await balanceOf(t, seller.token)).toMatchObject({
      balance: '25.50',
      available: '25.50',
      minimum_balance: '-100.00',
      available_for_shipments: '125.50',
      available_for_withdrawal: '25.50',
    });
  });

  it('has nothing available for withdrawal while withdrawals are blocked', async () => {
    const seller = await fundedSeller(t, '40.00', op);
    await t.call(moneyOpsApi.saveSettings, {
      params: { id: seller.accountId },
      token: op,
      body: { minimum_balance: '0', withdrawal_blocked: true, withdrawal_block_reason: 'documents' },
    });
    const body = (await t.call(balanceApi.get, { token: seller.token })).json();
    expect(body.withdrawal_blocked).toBe(true);
    expect(body.available_for_withdrawal.amount).toBe('0.00');
    expect(body.available.amount).toBe('40.00');
  });
});

describe('operator adjustments', () => {
  it('credit and debit with a reason, written to the log and told to the seller', async () => {
    const seller = await fundedSeller(t, '10.00', op);
    const debit = await adjust(seller.accountId, { direction: 'debit', amount: '2.25', reason: 'courier fee' });
    expect(debit.statusCode).toBe(201);
    expect(debit.json().balance.available.amount).toBe('7.75');

    const log = await t.call(balanceApi.balanceLog, { token: seller.token });
    expect(log.json()).toMatchObject({ total: 2, page: 1, next_page: null });
    expect(log.json().entries[0]).toMatchObject({
      kind: 'operator_debit',
      description: 'courier fee',
      amount: { amount: '-2.25' },
      balance_after: { amount: '7.75' },
    });
    const notes = await t.call(notificationsApi.list, { token: seller.token });
    expect(notes.json().notifications[0]).toMatchObject({
      kind: 'money.balance_adjusted',
      payload: { amount: '-2.25', currency: 'USD', reason: 'courier fee' },
    });
  });

  it('refuse a debit beyond the balance with insufficient_funds and write nothing', async () => {
    const seller = await fundedSeller(t, '5.00', op);
    const before = [await rowCount(t.database, journals), await rowCount(t.database, entries)];
    const res = await adjust(seller.accountId, { direction: 'debit', amount: '5.01', reason: 'too much' });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('insufficient_funds');
    expect([await rowCount(t.database, journals), await rowCount(t.database, entries)]).toEqual(before);
  });

  // Raw JSON, so that 1e309 reaches the server as written (JSON.stringify would send null).
  it.each([
    ['zero', '0'],
    ['negative', '"-5"'],
    ['three decimals', '"1.005"'],
    ['1e309', '1e309'],
    ['a word', '"ten"'],
    ['an empty string', '""'],
  ])('refuse %s as an amount with 400 and write nothing', async (_, amount) => {
    const { token } = await registerSeller(t);
    const accountId = await accountIdOf(t, token);
    const before = await rowCount(t.database, journals);
    const res = await t.call(moneyOpsApi.adjust, {
      params: { id: accountId },
      token: op,
      headers: { 'content-type': 'application/json' },
      payload: `{"direction":"credit","amount":${amount},"reason":"bad amount"}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String), errors: { amount: [expect.any(String)] } });
    expect(await rowCount(t.database, journals)).toBe(before);
  });

  it('word the amount error in the caller language', async () => {
    const accountId = await accountIdOf(t, (await registerSeller(t)).token);
    const res = await t.call(moneyOpsApi.adjust, {
      params: { id: accountId },
      token: op,
      lang: 'ua',
      body: { direction: 'credit', amount: '1.005', reason: 'bad amount' },
    });
    expect(res.json().errors.amount).toEqual(['Введіть суму не більше ніж з двома знаками після коми']);
  });

  it('are for operators only; an unknown seller answers 404', async () => {
    const seller = await fundedSeller(t, '1.00', op);
    const asSeller = await adjust(
      seller.accountId,
      { direction: 'credit', amount: '5', reason: 'self' },
      {},
      seller.token,
    );
    expect(asSeller.statusCode).toBe(403);
    const missing = await adjust(2_000_000, { direction: 'credit', amount: '5', reason: 'nobody' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('Idempotency-Key', () => {
  it('replays the first answer for the same key and body, with one effect', async () => {
    const seller = await fundedSeller(t, '1.00', op);
    const headers = { 'idempotency-key': 'credit-once-0001' };
    const body = { direction: 'credit', amount: '3.00', reason: 'retry me' };
    const first = await adjust(seller.accountId, body, headers);
    const second = await adjust(seller.accountId, { reason: 'retry me', amount: '3.00', direction: 'credit' }, headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect((await balanceOf(t, seller.token)).available).toBe('4.00');
  });

  it('answers 422 when the key comes back with another body', async () => {
    const seller = await fundedSeller(t, '1.00', op);
    const headers = { 'idempotency-key': 'credit-twice-0002' };
    await adjust(seller.accountId, { direction: 'credit', amount: '3.00', reason: 'first' }, headers);
    const other = await adjust(seller.accountId, { direction: 'credit', amount: '30.00', reason: 'first' }, headers);
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency_key_reused');
    expect((await balanceOf(t, seller.token)).available).toBe('4.00');
  });

  it('forgets a key whose request failed, so a corrected retry runs', async () => {
    const seller = await fundedSeller(t, '1.00', op);
    const headers = { 'idempotency-key': 'debit-retry-0003' };
    const body = { direction: 'debit', amount: '2.00', reason: 'short' };
    expect((await adjust(seller.accountId, body, headers)).statusCode).toBe(422);
    await credit(t, op, seller.accountId, '5.00');
    expect((await adjust(seller.accountId, body, headers)).statusCode).toBe(201);
    expect((await balanceOf(t, seller.token)).available).toBe('4.00');
  });

  it('refuses a malformed key with 400', async () => {
    const seller = await fundedSeller(t, '1.00', op);
    const res = await adjust(
      seller.accountId,
      { direction: 'credit', amount: '1', reason: 'x-key' },
      { 'idempotency-key': 'a b' },
    );
    expect(res.statusCode).toBe(400);
  });
});

describe('logs', () => {
  it('filter by date range and kind, page, and export CSV in the caller language', async () => {
    const seller = await fundedSeller(t, '10.00', op);
    await adjust(seller.accountId, { direction: 'debit', amount: '1.00', reason: 'fee, "quoted"' });
    t.clock.advance(3 * 86_400_000);
    await adjust(seller.accountId, { direction: 'credit', amount: '2.00', reason: 'later' });
    const today = t.clock.now().toISOString().slice(0, 10);
    const get = (query: QueryIn<typeof balanceApi.balanceLog>) =>
      t.call(balanceApi.balanceLog, { query, token: seller.token }).then((r) => r.json());
    expect((await get({ date_from: today })).total).toBe(1);
    expect(
      (await get({ kind: 'operator_debit' })).entries.map((e: { amount: { amount: string } }) => e.amount.amount),
    ).toEqual(['-1.00']);
    const page = await get({ on_page: 2, page: 1 });
    expect(page).toMatchObject({ total: 3, on_page: 2, next_page: 2 });
    expect(page.entries).toHaveLength(2);

    const csv = await t.call(balanceApi.balanceLogCsv, {
      query: { kind: 'operator_debit' },
      token: seller.token,
      lang: 'ru',
    });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="balance-log.csv"/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Дата,Операция,Описание,Сумма,Баланс после,Валюта');
    expect(lines[1]).toMatch(/,Списание поддержкой,"fee, ""quoted""",-1.00,9.00,USD$/);
  });

  it('show only the caller’s own entries', async () => {
    const a = await fundedSeller(t, '10.00', op);
    const b = await registerSeller(t);
    const res = await t.call(balanceApi.balanceLog, { token: b.token });
    expect(res.json().total).toBe(0);
    expect(a.accountId).toBeGreaterThan(0);
  });

  it('refuse a malformed date with 400', async () => {
    const { token } = await registerSeller(t);
    const res = await t.call(balanceApi.holdLog, { query: { date_from: '21.11.2026' }, token });
    expect(res.statusCode).toBe(400);
  });
});

describe('reversals by an operator', () => {
  it('mirror a journal once; a second reversal is refused', async () => {
    const seller = await fundedSeller(t, '10.00', op);
    const debit = await adjust(seller.accountId, { direction: 'debit', amount: '4.00', reason: 'mistake' });
    const journalId = debit.json().journal_id as number;
    const first = await t.call(moneyOpsApi.reverse, { params: { id: journalId }, token: op });
    expect(first.statusCode).toBe(201);
    expect(first.json().balance.available.amount).toBe('10.00');
    const second = await t.call(moneyOpsApi.reverse, { params: { id: journalId }, token: op });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('already_reversed');
  });

  it('offer “Reverse” only where the server takes it: not a reversal, not twice, not a kind other flows undo', async () => {
    const seller = await fundedSeller(t, '10.00', op);
    const creditJournal = (
      await adjust(seller.accountId, { direction: 'credit', amount: '5.00', reason: 'bonus' })
    ).json().journal_id as number;
    const log = async () =>
      (await t.call(moneyOpsApi.balanceLog, { params: { id: seller.accountId }, token: op })).json<{
        entries: { journal_id: number; kind: string; reversible: boolean; reversed: boolean }[];
      }>().entries;
    expect((await log()).find((e) => e.journal_id === creditJournal)).toMatchObject({
      reversible: true,
      reversed: false,
    });

    const res = await t.call(moneyOpsApi.reverse, { params: { id: creditJournal }, token: op });
    expect(res.statusCode).toBe(201);
    const after = await log();
    expect(after.find((e) => e.journal_id === creditJournal)).toMatchObject({ reversible: false, reversed: true });
    const reversal = after.find((e) => e.journal_id === res.json().journal_id)!;
    expect(reversal).toMatchObject({ kind: 'reversal', reversible: false });
    expect((await t.call(moneyOpsApi.reverse, { params: { id: reversal.journal_id }, token: op })).json().code).toBe(
      'not_reversible',
    );

    // A transfer moves another seller's money too: undone by neither side's desk.
    const other = await registerSeller(t);
    const sent = await t.call(transfersApi.create, {
      token: seller.token,
      body: { recipient: other.email, amount: '1.00' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const transfer = (await log()).find((e) => e.kind === 'transfer')!;
    expect(transfer.reversible).toBe(false);
    const refused = await t.call(moneyOpsApi.reverse, { params: { id: transfer.journal_id }, token: op, lang: 'ua' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'not_reversible' });
    expect(await balanceOf(t, seller.token)).toMatchObject({ available: '9.00' });
  });

  it('tell the seller what was reversed, with the sign it had for them', async () => {
    const seller = await fundedSeller(t, '10.00', op);
    const creditJournal = (
      await adjust(seller.accountId, { direction: 'credit', amount: '12.50', reason: 'goodwill credit' })
    ).json().journal_id as number;
    await t.call(moneyOpsApi.reverse, { params: { id: creditJournal }, token: op });
    const [told] = (await t.call(notificationsApi.list, { token: seller.token })).json().notifications;
    // Reversing a credit takes the money away: a negative change.
    expect(told).toMatchObject({
      kind: 'money.operation_reversed',
      payload: { amount: '-12.50', currency: 'USD', description: 'goodwill credit' },
    });
    expect(await balanceOf(t, seller.token)).toMatchObject({ available: '10.00' });
  });
});
