import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsApi } from '@cabinet/contracts/notifications';
import { payApi, paymentLinksApi, paymentLinksOpsApi } from '@cabinet/contracts/payment-links';
import { createTestApp, registerSeller, type TestApp } from '../../../../test/app.ts';
import { rowCount } from '../../../../test/db.ts';
import { signInOperator } from '../../../../test/money.ts';
import { paymentLinks } from './payment-links.schema.ts';
import { acceptedLink, createLink, pay, review, startPayment } from './payment-links.test-kit.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://cabinet.example' }, { listen: true });
  op = await signInOperator(t);
});
afterAll(() => t.close());

const post = (token: string | undefined, payload: object, headers: Record<string, string> = {}) =>
  t.call(paymentLinksApi.create, { token, payload, headers });

describe('POST /payment-links', () => {
  it('creates a link that waits for review, with a public pay address', async () => {
    const { token } = await registerSeller(t);
    const res = await post(token, { kind: 'permanent', amount: '12.5', currency: 'EUR', description: ' Lessons ' });
    expect(res.statusCode).toBe(201);
    const link = res.json();
    expect(link).toMatchObject({
      kind: 'permanent',
      status: 'in_review',
      active: true,
      payable: false,
      amount: { amount: '12.50', currency: 'EUR', currency_sign_pre: false },
      description: 'Lessons',
      payments_count: 0,
      received: { amount: '0.00', currency: 'USD' },
      review_reason: null,
      reviewed_at: null,
    });
    expect(link.code).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(link.url).toBe(`https://cabinet.example/pay/${link.code}`);
  });

  it('creates once per Idempotency-Key', async () => {
    const { token } = await registerSeller(t);
    const body = { kind: 'one_time', amount: '5', currency: 'USD', description: 'Postcard set' };
    const headers = { 'idempotency-key': 'link-create-0001' };
    const before = await rowCount(t.database, paymentLinks);
    const first = await post(token, body, headers);
    const again = await post(token, body, headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    expect(await rowCount(t.database, paymentLinks)).toBe(before + 1);
    expect((await post(token, { ...body, amount: '6' }, headers)).statusCode).toBe(422);
  });

  it('needs a session, and is not for operators', async () => {
    const body = { kind: 'one_time', amount: '5', currency: 'USD', description: 'Postcard set' };
    expect((await post(undefined, body)).statusCode).toBe(401);
    expect((await post(op, body)).statusCode).toBe(403);
  });

  it.each([
    [{ kind: 'one_time', amount: '0', currency: 'USD', description: 'abc' }, 'amount'],
    [{ kind: 'one_time', amount: '1.005', currency: 'USD', description: 'abc' }, 'amount'],
    [{ kind: 'one_time', amount: -3, currency: 'USD', description: 'abc' }, 'amount'],
    [{ kind: 'one_time', amount: '5', currency: 'UAH', description: 'abc' }, 'currency'],
    [{ kind: 'forever', amount: '5', currency: 'USD', description: 'abc' }, 'kind'],
    [{ kind: 'one_time', amount: '5', currency: 'USD', description: ' a ' }, 'description'],
    [{ kind: 'one_time', amount: '5', currency: 'USD' }, 'description'],
    [{ kind: 'one_time', amount: '5', currency: 'USD', description: 'abc', status: 'accepted' }, 'status'],
  ])('refuses %j with 400 on %s and writes nothing', async (payload, field) => {
    const { token } = await registerSeller(t);
    const before = await rowCount(t.database, paymentLinks);
    const res = await post(token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String), errors: { [field]: expect.any(Array) } });
    expect(await rowCount(t.database, paymentLinks)).toBe(before);
  });
});

describe('GET /payment-links', () => {
  it('lists only the caller’s links, newest first, by status and in pages', async () => {
    const seller = await registerSeller(t);
    const other = await registerSeller(t);
    const a = await createLink(t, seller.token, { description: 'First link' });
    t.clock.advance(1000);
    const b = await acceptedLink(t, seller.token, op, { description: 'Second link' });
    await createLink(t, other.token, { description: 'Not mine' });

    const all = await t.call(paymentLinksApi.list, { token: seller.token });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ page: 1, total: 2, next_page: null });
    expect(all.json().payment_links.map((l: { id: number }) => l.id)).toEqual([b.id, a.id]);

    const accepted = await t.call(paymentLinksApi.list, { query: { status: 'accepted' }, token: seller.token });
    expect(accepted.json().payment_links.map((l: { id: number }) => l.id)).toEqual([b.id]);
    expect(accepted.json().payment_links[0]).toMatchObject({ status: 'accepted', payable: true });

    const page = await t.call(paymentLinksApi.list, { query: { on_page: 1 }, token: seller.token });
    expect(page.json()).toMatchObject({ on_page: 1, total: 2, next_page: 2 });
    expect(page.json().payment_links).toHaveLength(1);
  });

  it('needs a session and a known status', async () => {
    const { token } = await registerSeller(t);
    expect((await t.call(paymentLinksApi.list)).statusCode).toBe(401);
    const bad = await t.call(paymentLinksApi.list, { query: { status: 'lost' }, token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.status).toBeDefined();
  });
});

describe('GET /payment-links/:id', () => {
  it('shows the link with its payments', async () => {
    const seller = await registerSeller(t);
    const link = await acceptedLink(t, seller.token, op, { kind: 'permanent', amount: '3.00' });
    expect((await pay(t, link.code)).pressed.statusCode).toBe(303);
    const res = await t.call(paymentLinksApi.get, { params: { id: link.id }, token: seller.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: link.id,
      payments_count: 1,
      received: { amount: '3.00', currency: 'USD' },
      payments: [
        {
          payer_email: 'buyer@example.com',
          amount: { amount: '3.00', currency: 'USD' },
          credited: { amount: '3.00', currency: 'USD' },
          rate: '1',
        },
      ],
    });
  });

  it('answers 404 for another seller’s link and for none, 401 without a session, 400 for a bad id', async () => {
    const owner = await registerSeller(t);
    const stranger = await registerSeller(t);
    const link = await createLink(t, owner.token);
    const params = { id: link.id };
    expect((await t.call(paymentLinksApi.get, { params, token: stranger.token })).statusCode).toBe(404);
    expect((await t.call(paymentLinksApi.get, { params: { id: 999999 }, token: owner.token })).statusCode).toBe(404);
    expect((await t.call(paymentLinksApi.get, { params })).statusCode).toBe(401);
    expect((await t.call(paymentLinksApi.get, { params: { id: 'abc' }, token: owner.token })).statusCode).toBe(400);
  });
});

describe('DELETE /payment-links/:id', () => {
  it('deactivates the link for good: it stays listed and takes no more payments', async () => {
    const seller = await registerSeller(t);
    const link = await acceptedLink(t, seller.token, op, { kind: 'permanent' });
    const res = await t.call(paymentLinksApi.deactivate, { params: { id: link.id }, token: seller.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: link.id, active: false, payable: false, status: 'accepted' });
    const refused = await startPayment(t, link.code);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('payment_link_not_payable');
    const view = await t.call(payApi.view, { params: { code: link.code } });
    expect(view.json().state).toBe('unavailable');
  });

  it('answers 404 for another seller’s link and 401 without a session', async () => {
    const owner = await registerSeller(t);
    const stranger = await registerSeller(t);
    const link = await createLink(t, owner.token);
    const params = { id: link.id };
    expect((await t.call(paymentLinksApi.deactivate, { params, token: stranger.token })).statusCode).toBe(404);
    expect((await t.call(paymentLinksApi.deactivate, { params })).statusCode).toBe(401);
    const mine = await t.call(paymentLinksApi.get, { params, token: owner.token });
    expect(mine.json().active).toBe(true);
  });
});

describe('operator review', () => {
  it('lists links in review with the seller, across accounts', async () => {
    const seller = await registerSeller(t, { first_name: 'Iryna', last_name: 'Bondar' });
    const link = await createLink(t, seller.token, { description: 'Review me' });
    const res = await t.call(paymentLinksOpsApi.list, { query: { status: 'in_review' }, token: op });
    expect(res.statusCode).toBe(200);
    const row = res.json().payment_links.find((l: { id: number }) => l.id === link.id);
    expect(row).toMatchObject({ seller_name: 'Iryna Bondar', seller_email: seller.email, status: 'in_review' });
    expect(res.json().payment_links.every((l: { status: string }) => l.status === 'in_review')).toBe(true);
  });

  it('is for operators only', async () => {
    const { token } = await registerSeller(t);
    const link = await createLink(t, token);
    expect((await t.call(paymentLinksOpsApi.list)).statusCode).toBe(401);
    expect((await t.call(paymentLinksOpsApi.list, { token })).statusCode).toBe(403);
    expect((await review(t, token, link.id, 'accept')).statusCode).toBe(403);
    expect((await review(t, '', link.id, 'accept')).statusCode).toBe(401);
  });

  it('accepts, blocks and unblocks, and tells the seller', async () => {
    const seller = await registerSeller(t);
    const link = await createLink(t, seller.token);
    const accepted = await review(t, op, link.id, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', payable: true, reviewed_at: expect.any(String) });
    expect((await review(t, op, link.id, 'accept')).json().code).toBe('payment_link_status_conflict');

    const blocked = await review(t, op, link.id, 'block', 'Reported by a buyer');
    expect(blocked.json()).toMatchObject({ status: 'blocked', payable: false, review_reason: 'Reported by a buyer' });
    expect((await startPayment(t, link.code)).statusCode).toBe(409);
    const unblocked = await review(t, op, link.id, 'unblock');
    expect(unblocked.json()).toMatchObject({ status: 'accepted', payable: true, review_reason: null });

    const notes = await t.call(notificationsApi.list, { token: seller.token });
    const kinds = notes
      .json()
      .notifications.map((n: { kind: string; payload: { status: string } }) => n.payload.status);
    expect(kinds).toEqual(['accepted', 'blocked', 'accepted']);
  });

  it('declines with a reason, once; a declined link is final', async () => {
    const seller = await registerSeller(t);
    const link = await createLink(t, seller.token);
    const noReason = await review(t, op, link.id, 'decline', '');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBeDefined();
    const declined = await review(t, op, link.id, 'decline', 'Forbidden goods');
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'declined', review_reason: 'Forbidden goods' });
    for (const action of ['accept', 'unblock'] as const) {
      const res = await review(t, op, link.id, action);
      expect(res.statusCode).toBe(409);
    }
    expect((await review(t, op, link.id, 'block', 'Just in case')).statusCode).toBe(409);
    const mine = await t.call(paymentLinksApi.get, { params: { id: link.id }, token: seller.token });
    expect(mine.json()).toMatchObject({ status: 'declined', review_reason: 'Forbidden goods' });
  });

  it('answers 404 for an unknown link', async () => {
    expect((await review(t, op, 999_999, 'accept')).statusCode).toBe(404);
    expect((await review(t, op, 999_999, 'block', 'No such link')).statusCode).toBe(404);
  });
});
