import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceApi } from '@cabinet/contracts/money';
import { notificationsApi } from '@cabinet/contracts/notifications';
import { topUpsApi } from '@cabinet/contracts/top-up';
import { createTestApp, registerSeller, type TestApp } from '../../../../test/app.ts';
import { rowCount } from '../../../../test/db.ts';
import { balanceOf } from '../../../../test/money.ts';
import { entries, journals, ledgerAccounts } from '../ledger/ledger.schema.ts';
import { topUps } from './top-up.schema.ts';
import { deliverWebhook, paidEvent, pressOnCheckout, sessionOf, startTopUp } from './top-up.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { listen: true });
});
afterAll(() => t.close());

/** A seller with a pending 25 USD card top-up (25.75 charged). */
async function pendingCardTopUp(amount = '25') {
  const seller = await registerSeller(t);
  const res = await startTopUp(t, seller.token, { method: 'card', amount });
  const { top_up, checkout_url } = res.json();
  return { ...seller, topUp: top_up, session: sessionOf(checkout_url) };
}

const statusOf = async (token: string, id: number) =>
  (await t.call(topUpsApi.get, { params: { id }, token })).json().status;

const written = async () => [await rowCount(t.database, journals), await rowCount(t.database, entries)];

describe('the sandbox checkout → our webhook', () => {
  it('Pay credits the amount once, the fee to revenue, tells the seller and sends the buyer back', async () => {
    const s = await pendingCardTopUp();
    const res = await pressOnCheckout(t, s.session, 'pay');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(
      `http://localhost:8080/money-in/checkout?top_up=${s.topUp.id}&session=${s.session}`,
    );
    const topUp = (await t.call(topUpsApi.get, { params: { id: s.topUp.id }, token: s.token })).json();
    expect(topUp).toMatchObject({ status: 'paid', checkout_url: null, paid_at: expect.any(String) });
    expect(await balanceOf(t, s.token)).toMatchObject({ available: '25.00' });

    const [row] = await t.database.db.select().from(topUps).where(eq(topUps.id, s.topUp.id));
    const lines = await t.database.db
      .select({ amount: entries.amount, kind: ledgerAccounts.kind, ref: ledgerAccounts.ref })
      .from(entries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, entries.ledger_account_id))
      .where(eq(entries.journal_id, row!.journal_id!));
    expect(lines).toEqual(
      expect.arrayContaining([
        { amount: -2575, kind: 'clearing', ref: 'card' },
        { amount: 2500, kind: 'available', ref: '' },
        { amount: 75, kind: 'revenue', ref: 'fees' },
      ]),
    );
    const log = (await t.call(balanceApi.balanceLog, { token: s.token })).json();
    expect(log.entries[0]).toMatchObject({
      kind: 'top_up',
      amount: { amount: '25.00' },
      description: s.topUp.reference,
    });

    const notes = (await t.call(notificationsApi.list, { token: s.token })).json();
    expect(notes.notifications).toContainEqual(
      expect.objectContaining({ kind: 'money.payment_received', payload: { amount: '25.00', currency: 'USD' } }),
    );
  });

  it('pressing Pay again redelivers the same event and credits nothing more', async () => {
    const s = await pendingCardTopUp('40');
    await pressOnCheckout(t, s.session, 'pay');
    const before = await written();
    const again = await pressOnCheckout(t, s.session, 'pay');
    expect(again.statusCode).toBe(303);
    expect(await written()).toEqual(before);
    expect(await balanceOf(t, s.token)).toMatchObject({ available: '40.00' });
  });

  it('Decline marks the top-up declined and moves no money; Pay is then refused on that checkout', async () => {
    const s = await pendingCardTopUp();
    const before = await written();
    const res = await pressOnCheckout(t, s.session, 'decline');
    expect(res.statusCode).toBe(303);
    expect(await statusOf(s.token, s.topUp.id)).toBe('declined');
    expect(await written()).toEqual(before);
    expect(await balanceOf(t, s.token)).toMatchObject({ available: '0.00' });
    const pay = await pressOnCheckout(t, s.session, 'pay');
    expect(pay.statusCode).toBe(409);
    expect(pay.body).toContain('Картку відхилено.');
    expect(await written()).toEqual(before);
  });

  it('an expired checkout cannot be paid, and the job marks the top-up expired', async () => {
    const s = await pendingCardTopUp();
    t.clock.advance(25 * 3_600_000 + 1_000);
    try {
      const page = await t.request({ method: 'GET', url: `/api/sandbox/payments/checkout/${s.session}` });
      expect(page.body).toContain('Термін цієї оплати минув.');
      expect((await pressOnCheckout(t, s.session, 'pay')).statusCode).toBe(409);
      expect(await t.app.services.money.topUp.topUps.expireStale()).toBeGreaterThanOrEqual(1);
      expect(await statusOf(s.token, s.topUp.id)).toBe('expired');
    } finally {
      t.clock.advance(-(25 * 3_600_000 + 1_000));
    }
  });
});

describe('the hosted checkout page', () => {
  it('is a self-contained page with a sandbox badge, a test card and Pay / Decline, under a strict CSP', async () => {
    const s = await pendingCardTopUp();
    const res = await t.request({ method: 'GET', url: `/api/sandbox/payments/checkout/${s.session}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/<script/i);
    expect(res.body).toContain('Пісочниця');
    expect(res.body).toContain('4242 4242 4242 4242');
    expect(res.body).toContain('<form method="post">');
    expect(res.body).toMatch(/name="outcome" value="pay"/);
    expect(res.body).toMatch(/name="outcome" value="decline"/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self' http://localhost:8080");
    expect(csp).not.toContain('script-src');
  });

  it('speaks the language the top-up was started in', async () => {
    const seller = await registerSeller(t);
    const res = await t.call(topUpsApi.create, {
      token: seller.token,
      lang: 'en',
      body: { method: 'card', amount: '10' },
    });
    const page = await t.request({ method: 'GET', url: new URL(res.json().checkout_url).pathname });
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('Pay 10.30 USD');
    expect(page.body).toContain(`Balance top-up ${res.json().top_up.reference}`);
  });

  it('answers 404 for an unknown session and 400 for a malformed one', async () => {
    const unknown = await t.request({ method: 'GET', url: `/api/sandbox/payments/checkout/cs_test_${'0'.repeat(24)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Такої оплати немає.');
    expect((await pressOnCheckout(t, `cs_test_${'0'.repeat(24)}`, 'pay')).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/sandbox/payments/checkout/nope' })).statusCode).toBe(400);
  });
});

describe('POST /payments/webhook', () => {
  it('refuses an absent, foreign, tampered or stale signature with 400 and changes nothing', async () => {
    const s = await pendingCardTopUp();
    const event = paidEvent(s.session, s.topUp.reference, 2575);
    const before = await written();
    const cases = [
      await deliverWebhook(t, event, { signature: null }),
      await deliverWebhook(t, event, { secret: 'whsec_somebody_else_entirely' }),
      await deliverWebhook(t, event, { signature: 't=1,v1=nothex' }),
      await deliverWebhook(t, event, { at: new Date(t.clock.now().getTime() - 6 * 60_000) }),
      await deliverWebhook(t, JSON.stringify(event).replace('2575', '9999'), {
        signature: (await import('../../../providers/payments/signature.ts')).signPayload(
          t.app.sandboxSecrets.payments.webhookSecret,
          JSON.stringify(event),
          t.clock.now(),
        ),
      }),
    ];
    for (const res of cases) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'webhook_signature_invalid', message: expect.any(String) });
    }
    expect(cases.map((r) => r.json().problem)).toEqual(['missing', 'mismatch', 'malformed', 'expired', 'mismatch']);
    expect(await written()).toEqual(before);
    expect(await statusOf(s.token, s.topUp.id)).toBe('pending');
  });

  it('refuses a signed body that is not an event (400), an unknown session (404), a wrong amount (422)', async () => {
    const s = await pendingCardTopUp();
    const before = await written();
    expect((await deliverWebhook(t, '{"hello":')).statusCode).toBe(400);
    expect((await deliverWebhook(t, { id: 'x' })).statusCode).toBe(400);
    expect((await deliverWebhook(t, paidEvent(`cs_test_${'1'.repeat(24)}`, s.topUp.reference, 2575))).statusCode).toBe(
      404,
    );
    const wrong = await deliverWebhook(t, paidEvent(s.session, s.topUp.reference, 2500));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe('payment_mismatch');
    expect(await written()).toEqual(before);
    expect(await statusOf(s.token, s.topUp.id)).toBe('pending');
  });

  it('a replayed delivery is answered 200 and credits once', async () => {
    const s = await pendingCardTopUp();
    const event = paidEvent(s.session, s.topUp.reference, 2575);
    const first = await deliverWebhook(t, event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, top_up_id: s.topUp.id, status: 'paid', credited: true });
    const replay = await deliverWebhook(t, event);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ status: 'paid', credited: false });
    // A late decline of a paid checkout changes nothing either.
    const late = await deliverWebhook(t, paidEvent(s.session, s.topUp.reference, 2575, 'checkout.declined'));
    expect(late.json()).toMatchObject({ status: 'paid', credited: false });
    expect(await balanceOf(t, s.token)).toMatchObject({ available: '25.00' });
  });

  it('ten concurrent deliveries of one event credit once', async () => {
    const s = await pendingCardTopUp('50');
    const event = paidEvent(s.session, s.topUp.reference, 5150);
    const results = await Promise.all(Array.from({ length: 10 }, () => deliverWebhook(t, event)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(results.filter((r) => r.json().credited)).toHaveLength(1);
    expect(await balanceOf(t, s.token)).toMatchObject({ available: '50.00' });
    const credits = await t.database.db
      .select()
      .from(journals)
      .where(
        eq(
          journals.account_id,
          (await t.database.db.select().from(topUps).where(eq(topUps.id, s.topUp.id)))[0]!.account_id,
        ),
      );
    expect(credits.filter((j) => j.kind === 'top_up')).toHaveLength(1);
  });

  it('a paid event after a decline of the same checkout still credits (the card was charged)', async () => {
    const s = await pendingCardTopUp();
    await deliverWebhook(t, paidEvent(s.session, s.topUp.reference, 2575, 'checkout.declined'));
    expect(await statusOf(s.token, s.topUp.id)).toBe('declined');
    const paid = await deliverWebhook(t, paidEvent(s.session, s.topUp.reference, 2575));
    expect(paid.json()).toMatchObject({ status: 'paid', credited: true });
    expect(await balanceOf(t, s.token)).toMatchObject({ available: '25.00' });
  });
});
