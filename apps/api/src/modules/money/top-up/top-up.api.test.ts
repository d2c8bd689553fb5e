import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topUpsApi } from '@cabinet/contracts/top-up';
import { createTestApp, registerSeller, type TestApp } from '../../../../test/app.ts';
import { rowCount } from '../../../../test/db.ts';
import { activeMember } from '../../subaccounts/subaccounts.test-helpers.ts';
import { sandboxCheckoutSessions } from '../../../sandboxes/payments/sandbox.schema.ts';
import { startTopUp } from './top-up.test-support.ts';
import { topUps } from './top-up.schema.ts';

let t: TestApp;
let seller: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  seller = await registerSeller(t);
});
afterAll(() => t.close());

const usd = (amount: string) => ({ amount, currency: 'USD', currency_sign_pre: true });

describe('GET /money-in/methods', () => {
  it('lists card and bank transfer with their limits and fees, and says the provider is the sandbox', async () => {
    const res = await t.call(topUpsApi.methods, { token: seller.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      sandbox: true,
      methods: [
        {
          method: 'card',
          minimum: usd('10.00'),
          maximum: usd('10000.00'),
          fee_percent: '3.00',
          fee_fixed: usd('0.00'),
        },
        {
          method: 'bank_transfer',
          minimum: usd('10.00'),
          maximum: usd('100000.00'),
          fee_percent: '0.00',
          fee_fixed: usd('0.00'),
        },
      ],
    });
  });

  it('needs a session', async () => {
    expect((await t.call(topUpsApi.methods)).statusCode).toBe(401);
  });
});

describe('POST /money-in/top-ups (card)', () => {
  it('creates a pending top-up and a hosted checkout charging the amount plus the 3 % fee', async () => {
    const res = await startTopUp(t, seller.token, { method: 'card', amount: '25' });
    expect(res.statusCode).toBe(201);
    const { top_up, checkout_url } = res.json();
    expect(top_up).toMatchObject({
      method: 'card',
      status: 'pending',
      amount: usd('25.00'),
      fee: usd('0.75'),
      total: usd('25.75'),
      paid_at: null,
      invoice_url: null,
      requisites: null,
    });
    expect(top_up.reference).toMatch(/^TU\d+-[2-9A-Z]{6}$/);
    expect(checkout_url).toMatch(/^http:\/\/localhost:8080\/api\/sandbox\/payments\/checkout\/cs_test_[0-9a-f]{24}$/);
    expect(top_up.checkout_url).toBe(checkout_url);

    const page = await t.request({ method: 'GET', url: new URL(checkout_url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('25.75 USD');
    expect(page.body).toContain(top_up.reference);
  });

  it('answers the same top-up to a retried Idempotency-Key, and 422 to the key with another body', async () => {
    const headers = { 'idempotency-key': 'topup-retry-0001' };
    const before = await rowCount(t.database, topUps);
    const first = await startTopUp(t, seller.token, { method: 'card', amount: '30.00' }, headers);
    const again = await startTopUp(t, seller.token, { method: 'card', amount: '30.00' }, headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().top_up.id).toBe(first.json().top_up.id);
    expect(await rowCount(t.database, topUps)).toBe(before + 1);
    const other = await startTopUp(t, seller.token, { method: 'card', amount: '31.00' }, headers);
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency_key_reused');
  });

  it.each([
    ['card', '9.99', 'amount_below_minimum', 'The minimum for this method is 10.00 USD.'],
    ['card', '10000.01', 'amount_above_maximum', 'The maximum for this method is 10000.00 USD.'],
    ['bank_transfer', '5', 'amount_below_minimum', 'The minimum for this method is 10.00 USD.'],
    ['bank_transfer', '100000.01', 'amount_above_maximum', 'The maximum for this method is 100000.00 USD.'],
  ])(
    'refuses %s %s outside the method limits (§5) with both limits and writes nothing',
    async (method, amount, code, message) => {
      const before = [await rowCount(t.database, topUps), await rowCount(t.database, sandboxCheckoutSessions)];
      const res = await t.call(topUpsApi.create, { token: seller.token, lang: 'en', payload: { method, amount } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code,
        message,
        errors: { amount: [expect.any(String)] },
        minimum: usd('10.00'),
        maximum: usd(method === 'card' ? '10000.00' : '100000.00'),
      });
      expect([await rowCount(t.database, topUps), await rowCount(t.database, sandboxCheckoutSessions)]).toEqual(before);
    },
  );

  it('words the limit in the caller language', async () => {
    const ua = await t.call(topUpsApi.create, {
      token: seller.token,
      lang: 'uk',
      body: { method: 'card', amount: '1' },
    });
    expect(ua.json().message).toBe('Мінімум для цього способу — 10.00 USD.');
    const ru = await t.call(topUpsApi.create, {
      token: seller.token,
      lang: 'ru',
      body: { method: 'card', amount: '1' },
    });
    expect(ru.json().message).toBe('Минимум для этого способа — 10.00 USD.');
  });

  it.each([
    [{ method: 'card', amount: 0 }, 'amount'],
    [{ method: 'card', amount: '-5' }, 'amount'],
    [{ method: 'card', amount: '10.001' }, 'amount'],
    ['{"method":"card","amount":1e309}', 'amount'],
    [{ method: 'card', amount: 'ten' }, 'amount'],
    [{ method: 'cash', amount: '10' }, 'method'],
    [{ method: 'card' }, 'amount'],
    [{ method: 'card', amount: '10', currency: 'EUR' }, 'currency'],
  ])('refuses %j with 400 {message, errors} and writes nothing', async (payload, field) => {
    const before = await rowCount(t.database, topUps);
    const res = await startTopUp(t, seller.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String), errors: { [field]: expect.any(Array) } });
    expect(await rowCount(t.database, topUps)).toBe(before);
  });

  it('needs a session and the money.write right', async () => {
    expect((await t.call(topUpsApi.create, { payload: {} })).statusCode).toBe(401);
    const reader = await activeMember(t, seller.token, ['money.read']);
    const before = await rowCount(t.database, topUps);
    const res = await startTopUp(t, reader.token, { method: 'card', amount: '20' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('permission_denied');
    expect(await rowCount(t.database, topUps)).toBe(before);
    expect((await t.call(topUpsApi.methods, { token: reader.token })).statusCode).toBe(200);
  });
});

describe('GET /money-in/top-ups/:id', () => {
  it("answers the seller's own top-up, and 404 for another seller's or a missing one", async () => {
    const created = (await startTopUp(t, seller.token, { method: 'card', amount: '12.50' })).json().top_up;
    const own = await t.call(topUpsApi.get, { params: { id: created.id }, token: seller.token });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual(created);

    const other = await registerSeller(t);
    const foreign = await t.call(topUpsApi.get, { params: { id: created.id }, token: other.token });
    expect(foreign.statusCode).toBe(404);
    const missing = await t.call(topUpsApi.get, { params: { id: 999999 }, token: seller.token });
    expect(missing.statusCode).toBe(404);
    expect((await t.call(topUpsApi.get, { params: { id: 'abc' }, token: seller.token })).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await t.call(topUpsApi.get, { params: { id: 1 } })).statusCode).toBe(401);
  });
});

describe('GET /money-in/top-ups', () => {
  it("lists the seller's own top-ups, newest first, filtered by status and method", async () => {
    const own = await registerSeller(t);
    const card = (await startTopUp(t, own.token, { method: 'card', amount: '11' })).json().top_up;
    const bank = (await startTopUp(t, own.token, { method: 'bank_transfer', amount: '500' })).json().top_up;
    const other = await registerSeller(t);
    await startTopUp(t, other.token, { method: 'bank_transfer', amount: '20' });

    const all = await t.call(topUpsApi.list, { token: own.token });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ page: 1, total: 2, next_page: null });
    expect(all.json().top_ups.map((x: { id: number }) => x.id)).toEqual([bank.id, card.id]);

    const banks = await t.call(topUpsApi.list, {
      query: { status: 'pending', method: 'bank_transfer' },
      token: own.token,
    });
    expect(banks.json().top_ups).toEqual([bank]);
    const paged = await t.call(topUpsApi.list, { query: { on_page: 1 }, token: own.token });
    expect(paged.json()).toMatchObject({ total: 2, next_page: 2 });
    expect((await t.call(topUpsApi.list, { query: { status: 'gone' }, token: own.token })).statusCode).toBe(400);
    expect((await t.call(topUpsApi.list)).statusCode).toBe(401);
  });
});
