import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceApi } from '@cabinet/contracts/money';
import { notificationsApi } from '@cabinet/contracts/notifications';
import { payApi, paymentLinksApi } from '@cabinet/contracts/payment-links';
import { referenceApi } from '@cabinet/contracts/reference';
import { createTestApp, registerSeller, type TestApp } from '../../../../test/app.ts';
import { rowCount } from '../../../../test/db.ts';
import { accountIdOf, balanceOf, signInOperator } from '../../../../test/money.ts';
import { sandboxCheckoutSessions } from '../../../sandboxes/payments/sandbox.schema.ts';
import { checkLedgerInvariants } from '../ledger/invariants.ts';
import { journals } from '../ledger/ledger.schema.ts';
import { deliverWebhook, pressOnCheckout, sessionOf } from '../top-up/top-up.test-support.ts';
import { toBalanceCurrency } from './conversion.ts';
import { paymentLinkCheckouts, paymentLinkPayments } from './payment-links.schema.ts';
import { acceptedLink, createLink, pay, paymentStatus, review, startPayment } from './payment-links.test-kit.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp({}, { listen: true });
  op = await signInOperator(t);
});
afterAll(() => t.close());

const written = async () => ({
  journals: await rowCount(t.database, journals),
  payments: await rowCount(t.database, paymentLinkPayments),
});

const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];

/** The event the sandbox sends for a link payment's session. */
const linkEvent = (
  session: string,
  reference: string,
  amount: number,
  type: 'checkout.paid' | 'checkout.declined' = 'checkout.paid',
  currency = 'USD',
) => ({
  id: `evt_${session}_${type}`,
  type,
  created: Math.floor(Date.now() / 1000),
  data: { purpose: 'payment_link', session, reference, amount, currency },
});

const linkOf = async (token: string, id: number) =>
  (await t.call(paymentLinksApi.get, { params: { id }, token })).json();

describe('GET /pay/:code (public)', () => {
  it('shows the seller’s name, the description and the amount to anyone', async () => {
    const seller = await registerSeller(t, { first_name: 'Oksana', last_name: 'Melnyk' });
    const link = await acceptedLink(t, seller.token, op, { amount: '19.99', currency: 'GBP', description: 'Mug' });
    const res = await t.call(payApi.view, { params: { code: link.code } });
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
    const res = await t.call(payApi.view, { params: { code: link.code } });
    expect(res.json()).toMatchObject({ seller_name: 'Craft LLC', state: 'unavailable' });
  });

  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    expect((await t.call(payApi.view, { params: { code: 'NoSuchCode99' } })).statusCode).toBe(404);
    expect((await t.call(payApi.view, { params: { code: 'bad-code!' } })).statusCode).toBe(400);
  });
});

describe('POST /pay/:code (public): starting a payment', () => {
  it('opens a checkout at the provider for the link’s amount and currency, and moves no money', async () => {
    const seller = await registerSeller(t, { first_name: 'Oksana', last_name: 'Melnyk' });
    const link = await acceptedLink(t, seller.token, op, { amount: '19.99', currency: 'GBP', description: 'Mug' });
    const before = await written();
    const res = await t.call(payApi.start, {
      params: { code: link.code },
      lang: 'en',
      body: { email: 'Buyer@Example.com' },
    });
    expect(res.statusCode).toBe(201);
    const started = res.json();
    expect(started).toEqual({
      reference: expect.stringMatching(/^PL-[2-9A-HJ-NP-Z]{20}$/),
      checkout_url: expect.stringMatching(/^http:\/\/localhost:8080\/api\/sandbox\/payments\/checkout\/cs_test_/),
      expires_at: new Date(t.clock.now().getTime() + 24 * 3_600_000).toISOString(),
    });
    const [session] = await t.database.db
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.id, sessionOf(started.checkout_url)));
    expect(session).toMatchObject({
      purpose: 'payment_link',
      reference: started.reference,
      amount: 1999,
      currency: 'GBP',
      description: 'Oksana Melnyk: Mug',
      locale: 'en',
      return_url: `http://localhost:8080/pay/${link.code}/done?payment=${started.reference}`,
      cancel_url: `http://localhost:8080/pay/${link.code}/cancelled?payment=${started.reference}`,
    });
    expect(await written()).toEqual(before);
    expect(await paymentStatus(t, link.code, started.reference)).toEqual({
      reference: started.reference,
      status: 'pending',
      amount: { amount: '19.99', currency: 'GBP', currency_sign_pre: true },
      paid_at: null,
    });
    // The hosted page shows the link's charge, and a way back to the shop without paying.
    const page = await t.request({ method: 'GET', url: new URL(started.checkout_url).pathname });
    expect(page.body).toContain('Pay 19.99 GBP');
    expect(page.body).toContain(
      `href="http://localhost:8080/pay/${link.code}/cancelled?payment=${started.reference}&amp;session=`,
    );
  });

  it('is safe to repeat: the buyer’s open checkout is given again, also to concurrent starts', async () => {
    const seller = await registerSeller(t);
    const link = await acceptedLink(t, seller.token, op, { kind: 'permanent' });
    const first = await startPayment(t, link.code, { email: 'buyer@example.com' });
    expect(first.statusCode).toBe(201);
    const again = await startPayment(t, link.code, { email: 'BUYER@Example.com' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    const other = await startPayment(t, link.code, { email: 'someone@example.com' });
    expect(other.statusCode).toBe(201);
    expect(other.json().reference).not.toBe(first.json().reference);

    const fresh = await acceptedLink(t, seller.token, op, { kind: 'permanent' });
    const results = await Promise.all(
      Array.from({ length: 6 }, () => startPayment(t, fresh.code, { email: 'racer@example.com' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.json().reference)).size).toBe(1);
    const sessions = await t.database.db
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.reference, results[0]!.json().reference));
    expect(sessions).toHaveLength(1);
  });

  it('opens a new checkout when the open one is about to lapse; the old one reads expired', async () => {
    const seller = await registerSeller(t);
    const link = await acceptedLink(t, seller.token, op, { kind: 'permanent' });
    const first = (await startPayment(t, link.code)).json();
    const shift = 24 * 3_600_000 - 10 * 60_000;
    t.clock.advance(shift);
    try {
      const second = await startPayment(t, link.code);
      expect(second.statusCode).toBe(201);
      expect(second.json().reference).not.toBe(first.reference);
      expect((await paymentStatus(t, link.code, first.reference)).status).toBe('expired');
      expect((await paymentStatus(t, link.code, second.json().reference)).status).toBe('pending');
    } finally {
      t.clock.advance(-shift);
    }
  });

  it('refuses card details and any field but the e-mail with 400, and keeps none of it', async () => {
    const seller = await registerSeller(t);
    const link = await acceptedLink(t, seller.token, op);
    const checkouts = await rowCount(t.database, paymentLinkCheckouts);
    const card = await t.call(payApi.start, {
      params: { code: link.code },
      lang: 'en',
      payload: { email: 'b@example.com', card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
    });
    expect(card.statusCode).toBe(400);
    expect(Object.keys(card.json().errors).sort()).toEqual(['card_number', 'cvc', 'expiry']);
    expect(card.body).not.toContain('4242');
    const amount = await startPayment(t, link.code, { email: 'b@example.com', amount: '0.01', currency: 'USD' });
    expect(amount.statusCode).toBe(400);
    expect(Object.keys(amount.json().errors).sort()).toEqual(['amount', 'currency']);
    const email = await startPayment(t, link.code, { email: 'not-an-email' });
    expect(email.statusCode).toBe(400);
    expect(email.json().errors.email).toBeDefined();
    expect(await rowCount(t.database, paymentLinkCheckouts)).toBe(checkouts);
  });

  it('needs no Idempotency-Key and keeps no idempotency record of the request', async () => {
    const seller = await registerSeller(t);
    const link = await acceptedLink(t, seller.token, op);
    const keys = async () =>
      Number(rowsOf(await t.database.db.execute(sql`select count(*)::int as n from idempotency_keys`))[0]!.n);
    const before = await keys();
    const res = await t.call(payApi.start, {
      params: { code: link.code },
      body: { email: 'b@example.com' },
      headers: { 'idempotency-key': `pay-start-${link.code}` },
    });
    expect(res.statusCode).toBe(201);
    expect(await keys()).toBe(before);
  });

  it.each([
    ['in review', async (_id: number) => {}],
    ['declined', (id: number) => review(t, op, id, 'decline', 'Not allowed')],
    ['blocked', (id: number) => review(t, op, id, 'block', 'Complaints')],
  ])('refuses a link that is %s with 409 and opens no checkout', async (_name, prepare) => {
    const seller = await registerSeller(t);
    const link = await createLink(t, seller.token);
    await prepare(link.id);
    const checkouts = await rowCount(t.database, paymentLinkCheckouts);
    const res = await startPayment(t, link.code);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('payment_link_not_payable');
    expect(await rowCount(t.database, paymentLinkCheckouts)).toBe(checkouts);
    expect((await startPayment(t, 'NoSuchCode99')).statusCode).toBe(404);
  });
});

describe('paying on the hosted checkout → our signed webhook', () => {
  it('Pay credits the seller once, closes a one-time link, tells the seller and sends the buyer back', async () => {
    const seller = await registerSeller(t);
    const link = await acceptedLink(t, seller.token, op, { amount: '25.00' });
    const { reference, session, pressed } = await pay(t, link.code);
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe(
      `http://localhost:8080/pay/${link.code}/done?payment=${reference}&session=${session}`,
    );
    expect(await paymentStatus(t, link.code, reference)).toMatchObject({
      status: 'paid',
      paid_at: t.clock.now().toISOString(),
    });
    expect((await balanceOf(t, seller.token)).available).toBe('25.00');
    expect(await linkOf(seller.token, link.id)).toMatchObject({ status: 'paid', payable: false, payments_count: 1 });
    expect((await t.call(payApi.view, { params: { code: link.code } })).json().state).toBe('paid');

    const log = await t.call(balanceApi.balanceLog, { token: seller.token });
    expect(log.json().entries[0]).toMatchObject({ kind: 'payment_link', amount: { amount: '25.00' } });
    const notes = await t.call(notificationsApi.list, { token: seller.token });
    expect(notes.json().notifications[0]).toMatchObject({
      kind: 'money.payment_link_paid',
      payload: { amount: '25.00', currency: 'USD', description: 'Handmade scarf', payer: 'buyer@example.com' },
    });
    // Nothing more can be started on a paid one-time link.
    const again = await startPayment(t, link.code);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('payment_link_already_paid');
  });

  it('a replayed webhook — Pay pressed again, the same event redelivered — credits nothing more', async () => {
    const seller = await registerSeller(t);
    const link = await acceptedLink(t, seller.token, op, { kind: 'permanent', amount: '4.00' });
    const { reference, session } = await pay(t, link.code);
    const before = await written();
    expect((await pressOnCheckout(t, session, 'pay')).statusCode).toBe(303);
    const replay = await deliverWebhook(t, linkEvent(session, reference, 400));
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ received: true, status: 'paid', credited: false });
    // A late decline of a paid checkout changes nothing either.
    const late = await deliverWebhook(t, linkEvent(session, reference, 400, 'checkout.declined'));
    expect(late.json()).toMatchObject({ status: 'paid', credited: false });
    expect(await written()).toEqual(before);
    expect((await balanceOf(t, seller.token)).available).toBe('4.00');
    expect(await linkOf(seller.token, link.id)).toMatchObject({ payments_count: 1, received: { amount: '4.00' } });
  });

  it('ten concurrent deliveries of one event credit once', async () => {
    const seller = await registerSeller(t);
    const link = await acceptedLink(t, seller.token, op, { amount: '10.00' });
    const { reference, checkout_url } = (await startPayment(t, link.code)).json();
    const event = linkEvent(sessionOf(checkout_url), reference, 1000);
    const results = await Promise.all(Array.from({ length: 10 }, () => deliverWebhook(t, event)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(results.filter((r) => r.json().credited)).toHaveLength(1);
    expect((await balanceOf(t, seller.token)).available).toBe('10.00');
    const accountId = await accountIdOf(t, seller.token);
    const payments = await t.database.db
      .select()
      .from(paymentLinkPayments)
      .where(eq(paymentLinkPayments.account_id, accountId));
    expect(payments).toHaveLength(1);
    expect(await checkLedgerInvariants(t.database.db, { accountIds: [accountId] })).toEqual([]);
  });

  it('Decline changes nothing: the link stays payable and the buyer may start again', async () => {
    const seller = await registerSeller(t);
    const link = await acceptedLink(t, seller.token, op);
    const before = await written();
    const { reference, session, pressed } = await pay(t, link.code, 'decline');
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe(
      `http://localhost:8080/pay/${link.code}/done?payment=${reference}&session=${session}`,
    );
    expect(await paymentStatus(t, link.code, reference)).toMatchObject({ status: 'declined', paid_at: null });
    expect(await written()).toEqual(before);
    expect((await balanceOf(t, seller.token)).available).toBe('0.00');
    expect((await t.call(payApi.view, { params: { code: link.code } })).json().state).toBe('payable');
    // The declined checkout cannot be paid any more; a new start opens a new one.
    expect((await pressOnCheckout(t, session, 'pay')).statusCode).toBe(409);
    const retry = await startPayment(t, link.code);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().reference).not.toBe(reference);
  });

  it('an abandoned checkout changes nothing and reads expired once it lapses', async () => {
    const seller = await registerSeller(t);
    const link = await acceptedLink(t, seller.token, op);
    const before = await written();
    const { reference, checkout_url } = (await startPayment(t, link.code)).json();
    const shift = 24 * 3_600_000 + 1_000;
    t.clock.advance(shift);
    try {
      expect((await paymentStatus(t, link.code, reference)).status).toBe('expired');
      expect((await pressOnCheckout(t, sessionOf(checkout_url), 'pay')).statusCode).toBe(409);
      expect(await written()).toEqual(before);
      expect((await t.call(payApi.view, { params: { code: link.code } })).json().state).toBe('payable');
    } finally {
      t.clock.advance(-shift);
    }
  });

  it('when two buyers pay a one-time link, the second payment is refused and credits nothing', async () => {
    const seller = await registerSeller(t);
    const link = await acceptedLink(t, seller.token, op, { amount: '7.00' });
    const first = (await startPayment(t, link.code, { email: 'first@example.com' })).json();
    const second = (await startPayment(t, link.code, { email: 'second@example.com' })).json();
    expect((await pressOnCheckout(t, sessionOf(first.checkout_url), 'pay')).statusCode).toBe(303);
    const before = await written();
    expect((await pressOnCheckout(t, sessionOf(second.checkout_url), 'pay')).statusCode).toBe(303);
    expect((await paymentStatus(t, link.code, first.reference)).status).toBe('paid');
    expect(await paymentStatus(t, link.code, second.reference)).toMatchObject({ status: 'refused', paid_at: null });
    expect(await written()).toEqual(before);
    expect((await balanceOf(t, seller.token)).available).toBe('7.00');
    expect(await linkOf(seller.token, link.id)).toMatchObject({ status: 'paid', payments_count: 1 });
  });

  it('keeps a permanent link payable and counts its payments', async () => {
    const seller = await registerSeller(t);
    const link = await acceptedLink(t, seller.token, op, { kind: 'permanent', amount: '2.50' });
    for (let i = 0; i < 3; i += 1) expect((await pay(t, link.code)).pressed.statusCode).toBe(303);
    const mine = await linkOf(seller.token, link.id);
    expect(mine).toMatchObject({ status: 'accepted', payable: true, payments_count: 3, received: { amount: '7.50' } });
    expect(mine.payments).toHaveLength(3);
    expect((await balanceOf(t, seller.token)).available).toBe('7.50');
  });

  it('credits a EUR link in USD at the day’s official rate', async () => {
    const seller = await registerSeller(t);
    const link = await acceptedLink(t, seller.token, op, { amount: '100.00', currency: 'EUR' });
    const rates = (await t.call(referenceApi.rates)).json();
    const expected = toBalanceCurrency(10_000, 'EUR', rates);
    const eur = Number(rates.rates.find((r: { currency: string }) => r.currency === 'EUR').rate);
    const usd = Number(rates.rates.find((r: { currency: string }) => r.currency === 'USD').rate);
    expect(expected.credited).toBe(Math.round((10_000 * eur) / usd));
    expect((await pay(t, link.code)).pressed.statusCode).toBe(303);
    const mine = await linkOf(seller.token, link.id);
    expect(mine.payments[0]).toMatchObject({
      amount: { amount: '100.00', currency: 'EUR' },
      credited: { amount: (expected.credited / 100).toFixed(2), currency: 'USD' },
      rate: expected.rate,
    });
    expect((await balanceOf(t, seller.token)).available).toBe((expected.credited / 100).toFixed(2));
  });

  it('refuses an event with another amount or currency (422) or an unknown session (404), changing nothing', async () => {
    const seller = await registerSeller(t);
    const link = await acceptedLink(t, seller.token, op, { amount: '12.00', currency: 'EUR' });
    const { reference, checkout_url } = (await startPayment(t, link.code)).json();
    const session = sessionOf(checkout_url);
    const before = await written();
    const cheaper = await deliverWebhook(t, linkEvent(session, reference, 100, 'checkout.paid', 'EUR'));
    expect(cheaper.statusCode).toBe(422);
    expect(cheaper.json().code).toBe('payment_mismatch');
    expect((await deliverWebhook(t, linkEvent(session, reference, 1200, 'checkout.paid', 'USD'))).statusCode).toBe(422);
    expect((await deliverWebhook(t, linkEvent(session, 'PL-22222222222222222222', 1200))).statusCode).toBe(404);
    expect((await deliverWebhook(t, linkEvent(`cs_test_${'2'.repeat(24)}`, reference, 1200))).statusCode).toBe(404);
    expect(await written()).toEqual(before);
    expect((await paymentStatus(t, link.code, reference)).status).toBe('pending');
  });

  it('the status of a payment is found only under its own link', async () => {
    const seller = await registerSeller(t);
    const link = await acceptedLink(t, seller.token, op);
    const other = await acceptedLink(t, seller.token, op);
    const { reference } = (await startPayment(t, link.code)).json();
    const status = (code: string, ref: string) => t.call(payApi.status, { params: { code, reference: ref } });
    expect((await status(other.code, reference)).statusCode).toBe(404);
    expect((await status(link.code, 'PL-22222222222222222222')).statusCode).toBe(404);
    expect((await status(link.code, 'nope')).statusCode).toBe(400);
  });
});

describe('card data', () => {
  const CARD = '4242424242424242';

  it('is held by no column, and appears in no table after a full payment round', async () => {
    const seller = await registerSeller(t);
    const link = await acceptedLink(t, seller.token, op, { kind: 'permanent', amount: '5.00' });
    // A buyer (or a script) sends card details anyway: refused, and kept nowhere.
    await startPayment(t, link.code, { email: 'b@example.com', card_number: CARD, cvc: '987', expiry: '12/39' });
    await pay(t, link.code, 'decline');
    await pay(t, link.code);

    const columns = rowsOf(
      await t.database.db.execute(sql`
        select table_name, column_name from information_schema.columns
        where table_schema = 'public'
          and table_name in ('payment_links', 'payment_link_payments', 'payment_link_checkouts',
                             'sandbox_checkout_sessions', 'idempotency_keys')`),
    );
    expect(columns.length).toBeGreaterThan(20);
    expect(columns.filter((c) => /card|cvc|cvv|pan|expiry/i.test(String(c.column_name)))).toEqual([]);

    const tables = rowsOf(
      await t.database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      ),
    ).map((r) => String(r.table_name));
    const holding: string[] = [];
    for (const table of tables) {
      const found = rowsOf(
        await t.database.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table)} t where t::text like ${`%${CARD}%`} or t::text like '%4242 4242 4242 4242%'`,
        ),
      );
      if (Number(found[0]!.n) > 0) holding.push(table);
    }
    expect(holding).toEqual([]);
  });
});
