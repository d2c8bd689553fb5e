import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceApi } from '@cabinet/contracts/money';
import { moneyOpsApi } from '@cabinet/contracts/money-ops';
import { requisitesApi, withdrawalsApi } from '@cabinet/contracts/withdrawals';
import { withdrawalsOpsApi } from '@cabinet/contracts/withdrawals-ops';
import { createTestApp, registerSeller, type TestApp } from '../../../../test/app.ts';
import { rowCount } from '../../../../test/db.ts';
import { balanceOf, credit, fundedSeller, signInOperator } from '../../../../test/money.ts';
import {
  acceptAgreement,
  cardWithdrawal,
  movableRates,
  readySeller,
  saveBank,
  saveCard,
  withdraw,
} from '../../../../test/withdrawals.ts';
import { activeMember } from '../../subaccounts/subaccounts.test-helpers.ts';
import { entries, holds, journals, ledgerAccounts } from '../ledger/ledger.schema.ts';
import { walletAccounts } from '../wallet-accounts/wallet-accounts.schema.ts';
import { withdrawalRequisites, withdrawals } from './withdrawals.schema.ts';

const rates = movableRates('41.2500');
let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp({}, { fx: rates.provider });
  op = await signInOperator(t);
});
afterAll(() => t.close());

const written = async () =>
  Promise.all([rowCount(t.database, journals), rowCount(t.database, holds), rowCount(t.database, withdrawals)]);

describe('GET /withdrawals/methods', () => {
  it('lists card, bank and wallet with limits, fees and the requisites state', async () => {
    const { token } = await registerSeller(t);
    const res = await t.call(withdrawalsApi.methods, { token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      withdrawal_blocked: false,
      agreement_accepted: false,
      available_for_withdrawal: { amount: '0.00' },
      frozen: { amount: '0.00' },
    });
    expect(body.methods.map((m: { method: string }) => m.method)).toEqual(['card', 'bank', 'wallet']);
    expect(body.methods[0]).toEqual({
      method: 'card',
      payout_currency: 'USD',
      min: { amount: '10.00', currency: 'USD', currency_sign_pre: true },
      max: { amount: '2500.00', currency: 'USD', currency_sign_pre: true },
      fee: { percent: '1.00', minimum: { amount: '1.00', currency: 'USD', currency_sign_pre: true } },
      has_requisites: false,
      requisites: null,
    });
    expect(body.methods[1]).toMatchObject({ method: 'bank', payout_currency: 'UAH', fee: { percent: '0.50' } });

    await saveCard(t, token);
    const after = (await t.call(withdrawalsApi.methods, { token })).json();
    expect(after.methods[0]).toMatchObject({
      has_requisites: true,
      requisites: { method: 'card', brand: 'Visa', last4: '4242', holder_name: 'OLENA KOVALENKO' },
    });
  });

  it('needs a session', async () => {
    expect((await t.call(withdrawalsApi.methods)).statusCode).toBe(401);
  });
});

describe('the withdrawal agreement', () => {
  it('is shown in the caller language and accepted once', async () => {
    const { token } = await registerSeller(t);
    const ua = await t.call(withdrawalsApi.agreement, { token, lang: 'ua' });
    expect(ua.statusCode).toBe(200);
    expect(ua.json()).toMatchObject({ version: 1, accepted: false, accepted_at: null });
    expect(ua.json().title).toContain('Договір');
    expect(ua.json().paragraphs.length).toBeGreaterThan(3);

    const first = await acceptAgreement(t, token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ accepted: true, accepted_at: expect.any(String) });
    const again = await acceptAgreement(t, token);
    expect(again.json().accepted_at).toBe(first.json().accepted_at);
    expect((await t.call(withdrawalsApi.acceptAgreement)).statusCode).toBe(401);
  });
});

describe('POST /withdrawals by card', () => {
  it('holds the amount and the fee (frozen) until an operator acts, and lists the withdrawal', async () => {
    const seller = await readySeller(t, '100.00', op);
    const res = await withdraw(t, seller.token, cardWithdrawal('20'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      method: 'card',
      status: 'pending',
      amount: { amount: '20.00' },
      fee: { amount: '1.00' },
      total: { amount: '21.00' },
      payout: { amount: '20.00', currency: 'USD' },
      rate: null,
      requisites: { method: 'card', last4: '4242', holder_name: 'OLENA KOVALENKO' },
      reason: null,
      paid_at: null,
    });
    expect(await balanceOf(t, seller.token)).toMatchObject({ available: '79.00', frozen: '21.00' });

    const holdLog = (await t.call(balanceApi.holdLog, { token: seller.token })).json();
    expect(holdLog.holds.map((h: { kind: string; amount: { amount: string } }) => [h.kind, h.amount.amount])).toEqual([
      ['withdrawal_fee', '1.00'],
      ['withdrawal', '20.00'],
    ]);

    const list = await t.call(withdrawalsApi.list, { query: { status: 'pending' }, token: seller.token });
    expect(list.json()).toMatchObject({ total: 1, page: 1, next_page: null });
    expect(list.json().withdrawals[0].id).toBe(res.json().id);
    const none = await t.call(withdrawalsApi.list, { query: { status: 'paid' }, token: seller.token });
    expect(none.json().total).toBe(0);
    const one = await t.call(withdrawalsApi.get, { params: { id: res.json().id }, token: seller.token });
    expect(one.json()).toEqual(res.json());
  });

  it('takes a percentage fee above the minimum, rounded half up to a cent', async () => {
    const seller = await readySeller(t, '500.00', op);
    const res = await withdraw(t, seller.token, cardWithdrawal('150.50'));
    expect(res.json()).toMatchObject({ fee: { amount: '1.51' }, total: { amount: '152.01' } });
  });

  it('is refused until the agreement is accepted, and without requisites for the method', async () => {
    const seller = await fundedSeller(t, '100.00', op);
    await saveCard(t, seller.token);
    const before = await written();
    const noAgreement = await withdraw(t, seller.token, cardWithdrawal('20'));
    expect(noAgreement.statusCode).toBe(422);
    expect(noAgreement.json().code).toBe('withdrawal_agreement_required');

    await acceptAgreement(t, seller.token);
    const noRequisites = await withdraw(t, seller.token, {
      method: 'wallet',
      amount: '20',
      confirm: { recipient_confirmed: true },
    });
    expect(noRequisites.statusCode).toBe(422);
    expect(noRequisites.json()).toMatchObject({
      code: 'no_requisites',
      message: 'No requisites for this withdrawal method',
    });
    expect(await written()).toEqual(before);
  });

  it('refuses an amount outside the method limits with both limits', async () => {
    // 3,000.00 in credits of 1,000.00: a larger one waits for a second operator (four eyes, issue 23).
    const seller = await readySeller(t, '1000.00', op);
    for (let i = 0; i < 2; i += 1) await credit(t, op, seller.accountId, '1000.00');
    for (const amount of ['9.99', '2500.01']) {
      const res = await withdraw(t, seller.token, cardWithdrawal(amount));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'amount_out_of_limits',
        message: 'The amount must be from 10.00 to 2500.00 USD for this method',
        min: { amount: '10.00' },
        max: { amount: '2500.00' },
      });
    }
    expect((await withdraw(t, seller.token, cardWithdrawal('2500'))).statusCode).toBe(201);
  });

  it('answers insufficient_funds when the amount and fee exceed the balance, writing nothing', async () => {
    const seller = await readySeller(t, '20.50', op);
    const before = await written();
    const res = await withdraw(t, seller.token, cardWithdrawal('20'));
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('insufficient_funds');
    expect(await written()).toEqual(before);
    expect(await balanceOf(t, seller.token)).toMatchObject({ available: '20.50', frozen: '0.00' });
  });

  it('never uses the credit line', async () => {
    const seller = await readySeller(t, '15.00', op);
    await t.call(moneyOpsApi.saveSettings, {
      params: { id: seller.accountId },
      token: op,
      body: { minimum_balance: '-100.00', withdrawal_blocked: false },
    });
    const res = await withdraw(t, seller.token, cardWithdrawal('20'));
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('insufficient_funds');
    expect((await balanceOf(t, seller.token)).frozen).toBe('0.00');
  });

  it('is refused while withdrawals are blocked (§6)', async () => {
    const seller = await readySeller(t, '100.00', op);
    await t.call(moneyOpsApi.saveSettings, {
      params: { id: seller.accountId },
      token: op,
      body: { minimum_balance: '0', withdrawal_blocked: true, withdrawal_block_reason: 'checks' },
    });
    const methods = await t.call(withdrawalsApi.methods, { token: seller.token });
    expect(methods.json().withdrawal_blocked).toBe(true);
    const res = await withdraw(t, seller.token, cardWithdrawal('20'), {});
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'withdrawal_blocked', message: 'Your withdrawal is blocked' });
    const ua = await t.call(withdrawalsApi.create, { token: seller.token, lang: 'ua', payload: cardWithdrawal('20') });
    expect(ua.json().message).toBe('Ваше виведення заблоковано');
    expect((await balanceOf(t, seller.token)).available).toBe('100.00');
  });

  it.each([
    ['no confirmation', { method: 'card', amount: '20' }, 'confirm'],
    [
      'recipient not confirmed',
      { method: 'card', amount: '20', confirm: { recipient_confirmed: false } },
      'confirm.recipient_confirmed',
    ],
    ['zero', cardWithdrawal('0'), 'amount'],
    ['three decimals', cardWithdrawal('20.005'), 'amount'],
    ['a word', cardWithdrawal('twenty'), 'amount'],
    ['an unknown method', { ...cardWithdrawal('20'), method: 'cash' }, 'method'],
    ['an unknown field', { ...cardWithdrawal('20'), to: 'me' }, 'to'],
  ])('answers 400 for %s, writing nothing', async (_, payload, field) => {
    const seller = await readySeller(t, '100.00', op);
    const before = await written();
    const res = await withdraw(t, seller.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String), errors: { [field]: [expect.any(String)] } });
    expect(await written()).toEqual(before);
  });

  it('does it once for one Idempotency-Key', async () => {
    const seller = await readySeller(t, '100.00', op);
    const headers = { 'idempotency-key': 'withdraw-once-0001' };
    const [a, b] = [
      await withdraw(t, seller.token, cardWithdrawal('20'), headers),
      await withdraw(t, seller.token, cardWithdrawal('20'), headers),
    ];
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(b.json().id).toBe(a.json().id);
    expect(await balanceOf(t, seller.token)).toMatchObject({ available: '79.00', frozen: '21.00' });
    const other = await withdraw(t, seller.token, cardWithdrawal('30'), headers);
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency_key_reused');
  });

  it('lets 10 of 50 parallel withdrawals of 10 through a balance of 100, and no more', async () => {
    const seller = await fundedSeller(t, '100.00', op);
    await acceptAgreement(t, seller.token);
    // Wallet payouts carry no fee: ten withdrawals of 10 spend exactly 100.
    const [wallet] = await t.database.db
      .insert(walletAccounts)
      .values({
        account_id: seller.accountId,
        email: 'race@example.com',
        status: 'active',
        provider: 'sandbox',
        provider_account_id: 'W000000001',
      })
      .returning();
    await t.database.db.insert(withdrawalRequisites).values({
      account_id: seller.accountId,
      method: 'wallet',
      data: { method: 'wallet', wallet_account_id: wallet!.id, email: 'race@example.com' },
    });
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        withdraw(t, seller.token, { method: 'wallet', amount: '10', confirm: { recipient_confirmed: true } }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(results.filter((r) => r.statusCode !== 201).every((r) => r.json().code === 'insufficient_funds')).toBe(true);
    expect(await balanceOf(t, seller.token)).toMatchObject({ available: '0.00', frozen: '100.00' });
  });
});

describe('POST /withdrawals to a UAH bank account (§5 national amount)', () => {
  it('quotes the hryvnia amount at the current rate and needs it sent back', async () => {
    await rates.set(t, '41.2500');
    const seller = await fundedSeller(t, '100.00', op);
    await acceptAgreement(t, seller.token);
    expect((await saveBank(t, seller.token)).statusCode).toBe(200);

    const quote = await t.call(withdrawalsApi.quote, {
      query: { method: 'bank', amount: '20.10' },
      token: seller.token,
    });
    expect(quote.statusCode).toBe(200);
    expect(quote.json()).toMatchObject({
      method: 'bank',
      amount: { amount: '20.10' },
      fee: { amount: '0.10' },
      total: { amount: '20.20' },
      payout: { amount: '829.13', currency: 'UAH', currency_sign_pre: false },
      rate: '41.2500',
      requisites: { method: 'bank', iban: 'UA743052990000026007233566001' },
    });

    const missing = await withdraw(t, seller.token, {
      method: 'bank',
      amount: '20.10',
      confirm: { recipient_confirmed: true },
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(['confirm.national_amount']);

    const res = await withdraw(t, seller.token, {
      method: 'bank',
      amount: '20.10',
      confirm: { national_amount: '829.13', recipient_confirmed: true },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ payout: { amount: '829.13', currency: 'UAH' }, rate: '41.2500' });
  });

  it('answers 409 rate_changed with the new quote when the rate has moved, and holds nothing', async () => {
    await rates.set(t, '41.2500');
    const seller = await fundedSeller(t, '100.00', op);
    await acceptAgreement(t, seller.token);
    await saveBank(t, seller.token);
    const quoted = (
      await t.call(withdrawalsApi.quote, { query: { method: 'bank', amount: 50 }, token: seller.token })
    ).json();
    expect(quoted.payout.amount).toBe('2062.50');

    await rates.set(t, '41.5000');
    const before = await written();
    const body = { method: 'bank', amount: '50', confirm: { national_amount: '2062.50', recipient_confirmed: true } };
    const res = await withdraw(t, seller.token, body);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'rate_changed',
      quote: { payout: { amount: '2075.00', currency: 'UAH' }, rate: '41.5000' },
    });
    expect(await written()).toEqual(before);

    const confirmed = await withdraw(t, seller.token, {
      ...body,
      confirm: { national_amount: '2075.00', recipient_confirmed: true },
    });
    expect(confirmed.statusCode).toBe(201);
    await rates.set(t, '41.2500');
  });

  it('quote checks the method limits and its input', async () => {
    const { token } = await registerSeller(t);
    const low = await t.call(withdrawalsApi.quote, { query: { method: 'card', amount: 1 }, token });
    expect(low.statusCode).toBe(422);
    expect(low.json().code).toBe('amount_out_of_limits');
    const bad = await t.call(withdrawalsApi.quote, { query: { method: 'cash', amount: 'x' }, token });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['amount', 'method']);
    expect((await t.call(withdrawalsApi.quote, { query: { method: 'card', amount: 20 } })).statusCode).toBe(401);
  });
});

describe('the seller side of a withdrawal', () => {
  it('cancels a pending withdrawal, releasing the amount and the fee once', async () => {
    const seller = await readySeller(t, '100.00', op);
    const { id } = (await withdraw(t, seller.token, cardWithdrawal('20'))).json();
    const cancel = await t.call(withdrawalsApi.cancel, { params: { id }, token: seller.token });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().status).toBe('cancelled');
    expect(await balanceOf(t, seller.token)).toMatchObject({ available: '100.00', frozen: '0.00' });
    const again = await t.call(withdrawalsApi.cancel, { params: { id }, token: seller.token, lang: 'en' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'withdrawal_update_failed',
      message: 'Unable to update withdrawal data',
    });
    expect((await balanceOf(t, seller.token)).available).toBe('100.00');
  });

  it("answers 404 for another seller's withdrawal, exactly like a missing one", async () => {
    const owner = await readySeller(t, '100.00', op);
    const { id } = (await withdraw(t, owner.token, cardWithdrawal('20'))).json();
    const stranger = await registerSeller(t);
    for (const [e, params, body] of [
      [withdrawalsApi.get, { id }],
      [withdrawalsApi.cancel, { id }],
      [withdrawalsApi.resubmit, { id }, { recipient_confirmed: true }],
      [withdrawalsApi.get, { id: 2000000000 }],
    ] as const) {
      const res = await t.call(e, { params, payload: body, token: stranger.token });
      expect(res.statusCode, `${e.method} ${e.path}`).toBe(404);
    }
    const list = await t.call(withdrawalsApi.list, { token: stranger.token });
    expect(list.json().total).toBe(0);
    expect((await balanceOf(t, owner.token)).frozen).toBe('21.00');
  });

  it('needs money.write to withdraw: a member with money.read sees the list but gets 403', async () => {
    const owner = await readySeller(t, '100.00', op);
    await withdraw(t, owner.token, cardWithdrawal('20'));
    const reader = await activeMember(t, owner.token, ['money.read']);
    const list = await t.call(withdrawalsApi.list, { token: reader.token });
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(1);
    const before = await written();
    for (const [e, body] of [
      [withdrawalsApi.create, cardWithdrawal('20')],
      [withdrawalsApi.acceptAgreement],
      [requisitesApi.saveCard, { card_number: '4242424242424242', holder_name: 'A B' }],
    ] as const) {
      const res = await t.call(e, { payload: body, token: reader.token });
      expect(res.statusCode, `${e.method} ${e.path}`).toBe(403);
      expect(res.json().code).toBe('permission_denied');
    }
    expect(await written()).toEqual(before);
    const nobody = await activeMember(t, owner.token, []);
    expect((await t.call(withdrawalsApi.list, { token: nobody.token })).statusCode).toBe(403);
  });
});

describe('ledger effect of a withdrawal', () => {
  it('leaves every journal balanced', async () => {
    const seller = await readySeller(t, '100.00', op);
    await withdraw(t, seller.token, cardWithdrawal('20'));
    const rows = await t.database.db
      .select({ journal: entries.journal_id, amount: entries.amount })
      .from(entries)
      .innerJoin(ledgerAccounts, eq(entries.ledger_account_id, ledgerAccounts.id));
    const sums = new Map<number, number>();
    for (const r of rows) sums.set(r.journal, (sums.get(r.journal) ?? 0) + r.amount);
    expect([...sums.values()].every((s) => s === 0)).toBe(true);
  });
});

describe('money-out routes', () => {
  it('answer 401 without a session, every one', async () => {
    for (const [e, params] of [
      [withdrawalsApi.list],
      [withdrawalsApi.get, { id: 1 }],
      [withdrawalsApi.agreement],
      [withdrawalsApi.create],
      [withdrawalsApi.cancel, { id: 1 }],
      [withdrawalsApi.resubmit, { id: 1 }],
      [requisitesApi.saveBank],
      [requisitesApi.saveWallet],
      [withdrawalsOpsApi.methodSettings],
      [withdrawalsOpsApi.saveMethodSettings, { method: 'card' }],
      [withdrawalsOpsApi.get, { id: 1 }],
    ] as const) {
      const res = await t.call(e, { params, ...(e.method === 'GET' ? {} : { payload: {} }) });
      expect(res.statusCode, `${e.method} ${e.path}`).toBe(401);
    }
  });
});
