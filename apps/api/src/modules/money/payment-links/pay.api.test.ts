import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerSeller, type TestApp } from '../../../../test/app.ts';
import { rowCount } from '../../../../test/db.ts';
import { accountIdOf, balanceOf, signInOperator } from '../../../../test/money.ts';
import { checkLedgerInvariants } from '../ledger/invariants.ts';
import { journals } from '../ledger/ledger.schema.ts';
import { toBalanceCurrency } from './conversion.ts';
import { paymentLinkPayments } from './payment-links.schema.ts';
import { DECLINED_CARD, GOOD_CARD, acceptedLink, createLink, pay, review } from './payment-links.test-kit.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await signInOperator(t);
});
afterAll(() => t.close());

const written = async () => ({
  journals: await rowCount(t.database, journals),
  payments: await rowCount(t.database, paymentLinkPayments),
});

describe('GET /pay/:code (public)', () => {
  it('shows the seller’s name, the description and the amount to anyone', async () => {
    const seller = await registerSeller(t, { first_name: 'Oksana', last_name: 'Melnyk' });
    const link = await acceptedLink(t, seller.token, op, { amount: '19.99', currency: 'GBP', description: 'Mug' });
    const res = await t.request({ method: 'GET', url: `/api/pay/${link.code}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: link.code,
      seller_name: 'Oksana Melnyk',
      description: 'Mug',
      kind: 'one_time',
      amount: { amount: '19.99', currency: 'GBP', currency_sign_pre: true },
      state: 'payable',
    });
  });

  it('names the company of a company account, and says when a link cannot be paid', async () => {
    const seller = await registerSeller(t, { user_type: 'entity', psrn: '12345678', company_name: 'Craft LLC' });
    const link = await createLink(t, seller.token);
    const res = await t.request({ method: 'GET', url: `/api/pay/${link.code}` });
    expect(res.json()).toMatchObject({ seller_name: 'Craft LLC', state: 'unavailable' });
  });

  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    expect((await t.request({ method: 'GET', url: '/api/pay/NoSuchCode99' })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/pay/bad-code!' })).statusCode).toBe(400);
  });
});

describe('POST /pay/:code (public)', () => {
  it('credits the seller once, closes a one-time link and tells the seller', async () => {
    const seller = await registerSeller(t);
    const link = await acceptedLink(t, seller.token, op, { amount: '25.00' });
    const res = await pay(t, link.code);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ payment_id: expect.any(Number), amount: { amount: '25.00', currency: 'USD' } });
    expect((await balanceOf(t, seller.token)).available).toBe('25.00');

    const mine = await t.request({ method: 'GET', url: `/api/payment-links/${link.id}`, token: seller.token });
    expect(mine.json()).toMatchObject({ status: 'paid', payable: false, payments_count: 1 });
    const view = await t.request({ method: 'GET', url: `/api/pay/${link.code}` });
    expect(view.json().state).toBe('paid');

    const log = await t.request({ method: 'GET', url: '/api/money/balance-log', token: seller.token });
    expect(log.json().entries[0]).toMatchObject({ kind: 'payment_link', amount: { amount: '25.00' } });
    const notes = await t.request({ method: 'GET', url: '/api/notifications', token: seller.token });
    expect(notes.json().notifications[0]).toMatchObject({
      kind: 'money.payment_link_paid',
      payload: { amount: '25.00', currency: 'USD', description: 'Handmade scarf' },
    });
  });

  it('refuses a second payment of a one-time link', async () => {
    const seller = await registerSeller(t);
    const link = await acceptedLink(t, seller.token, op, { amount: '7.00' });
    expect((await pay(t, link.code)).statusCode).toBe(201);
    const before = await written();
    const again = await pay(t, link.code);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('payment_link_already_paid');
    expect(await written()).toEqual(before);
    expect((await balanceOf(t, seller.token)).available).toBe('7.00');
  });

  it('gives one payment when a one-time link is paid by many buyers at once', async () => {
    const seller = await registerSeller(t);
    const link = await acceptedLink(t, seller.token, op, { amount: '10.00' });
    const results = await Promise.all(Array.from({ length: 8 }, () => pay(t, link.code)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect((await balanceOf(t, seller.token)).available).toBe('10.00');
    const accountId = await accountIdOf(t, seller.token);
    const payments = await t.database.db
      .select()
      .from(paymentLinkPayments)
      .where(eq(paymentLinkPayments.account_id, accountId));
    expect(payments).toHaveLength(1);
    expect(await checkLedgerInvariants(t.database.db, { accountIds: [accountId] })).toEqual([]);
  });

  it('replays a retried submit (same Idempotency-Key) instead of paying twice', async () => {
    const seller = await registerSeller(t);
    const link = await acceptedLink(t, seller.token, op, { kind: 'permanent', amount: '4.00' });
    const headers = { 'idempotency-key': `pay-${link.code}` };
    const results = await Promise.all([pay(t, link.code, GOOD_CARD, headers), pay(t, link.code, GOOD_CARD, headers)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual(expect.arrayContaining([201]));
    const again = await pay(t, link.code, GOOD_CARD, headers);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await balanceOf(t, seller.token)).available).toBe('4.00');
  });

  it('keeps a permanent link payable and counts its payments', async () => {
    const seller = await registerSeller(t);
    const link = await acceptedLink(t, seller.token, op, { kind: 'permanent', amount: '2.50' });
    for (let i = 0; i < 3; i += 1) expect((await pay(t, link.code)).statusCode).toBe(201);
    const mine = await t.request({ method: 'GET', url: `/api/payment-links/${link.id}`, token: seller.token });
    expect(mine.json()).toMatchObject({
      status: 'accepted',
      payable: true,
      payments_count: 3,
      received: { amount: '7.50' },
    });
    expect(mine.json().payments).toHaveLength(3);
    expect((await balanceOf(t, seller.token)).available).toBe('7.50');
  });

  it('credits a EUR link in USD at the day’s official rate', async () => {
    const seller = await registerSeller(t);
    const link = await acceptedLink(t, seller.token, op, { amount: '100.00', currency: 'EUR' });
    const rates = (await t.request({ method: 'GET', url: '/api/info/rates' })).json();
    const expected = toBalanceCurrency(10_000, 'EUR', rates);
    const eur = Number(rates.rates.find((r: { currency: string }) => r.currency === 'EUR').rate);
    const usd = Number(rates.rates.find((r: { currency: string }) => r.currency === 'USD').rate);
    expect(expected.credited).toBe(Math.round((10_000 * eur) / usd));
    expect((await pay(t, link.code)).statusCode).toBe(201);
    const mine = await t.request({ method: 'GET', url: `/api/payment-links/${link.id}`, token: seller.token });
    expect(mine.json().payments[0]).toMatchObject({
      amount: { amount: '100.00', currency: 'EUR' },
      credited: { amount: (expected.credited / 100).toFixed(2), currency: 'USD' },
      rate: expected.rate,
    });
    expect((await balanceOf(t, seller.token)).available).toBe((expected.credited / 100).toFixed(2));
  });

  it.each([
    ['in review', async (_id: number) => {}],
    ['declined', (id: number) => review(t, op, id, 'decline', 'Not allowed')],
    ['blocked', (id: number) => review(t, op, id, 'block', 'Complaints')],
  ])('refuses a link that is %s and writes nothing', async (_name, prepare) => {
    const seller = await registerSeller(t);
    const link = await createLink(t, seller.token);
    await prepare(link.id);
    const before = await written();
    const res = await pay(t, link.code);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('payment_link_not_payable');
    expect(await written()).toEqual(before);
    expect((await balanceOf(t, seller.token)).available).toBe('0.00');
  });

  it('refuses the sandbox’s declining card with 402 and writes nothing', async () => {
    const seller = await registerSeller(t);
    const link = await acceptedLink(t, seller.token, op);
    const before = await written();
    const res = await pay(t, link.code, DECLINED_CARD);
    expect(res.statusCode).toBe(402);
    expect(res.json().code).toBe('card_declined');
    expect(await written()).toEqual(before);
    const view = await t.request({ method: 'GET', url: `/api/pay/${link.code}` });
    expect(view.json().state).toBe('payable');
  });

  it.each([
    [{ ...GOOD_CARD, card_number: '4242 4242 4242 4241' }, 'card_number'],
    [{ ...GOOD_CARD, card_number: '1234' }, 'card_number'],
    [{ ...GOOD_CARD, expiry: '13/30' }, 'expiry'],
    [{ ...GOOD_CARD, expiry: '01/20' }, 'expiry'],
    [{ ...GOOD_CARD, cvc: '12' }, 'cvc'],
  ])('refuses a bad card %j with 400 on %s', async (card, field) => {
    const seller = await registerSeller(t);
    const link = await acceptedLink(t, seller.token, op);
    const before = await written();
    const res = await pay(t, link.code, card);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String), errors: { [field]: expect.any(Array) } });
    expect(await written()).toEqual(before);
  });

  it('refuses a bad e-mail, unknown fields, and answers 404 for an unknown code', async () => {
    const seller = await registerSeller(t);
    const link = await acceptedLink(t, seller.token, op);
    const email = await t.request({
      method: 'POST',
      url: `/api/pay/${link.code}`,
      payload: { ...GOOD_CARD, email: 'not-an-email' },
    });
    expect(email.statusCode).toBe(400);
    expect(email.json().errors.email).toBeDefined();
    const extra = await t.request({
      method: 'POST',
      url: `/api/pay/${link.code}`,
      payload: { ...GOOD_CARD, email: 'b@example.com', amount: '0.01' },
    });
    expect(extra.statusCode).toBe(400);
    expect((await pay(t, 'NoSuchCode99')).statusCode).toBe(404);
  });
});
