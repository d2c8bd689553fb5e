import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditApi, type AuditList } from '@cabinet/contracts/audit';
import type { EndpointDefinition } from '@cabinet/contracts/endpoint';
import { purchasesOpsApi, type OpsPurchase } from '@cabinet/contracts/purchases-ops';
import { purchasesApi, type Purchase, type PurchaseCreateBody } from '@cabinet/contracts/purchases';
import { createTestApp, notificationsOf, registerSeller, type TestApp } from '../../../test/app.ts';
import type { CallOptions } from '../../../test/call.ts';
import { balanceOf, fundedSeller, signInOperator } from '../../../test/money.ts';
import { checkLedgerInvariants } from '../money/ledger/invariants.ts';

let t: TestApp;
let finance: string;
let support: string;
let key = 0;
beforeAll(async () => {
  t = await createTestApp({
    PURCHASE_FEE_BASIS_POINTS: 500,
    PURCHASE_FEE_MINIMUM_CENTS: 500,
    PURCHASE_QUOTE_HOURS: 72,
  });
  finance = await signInOperator(t, ['finance']);
  support = await signInOperator(t, ['support']);
});
afterAll(() => t.close());

const send = <const E extends EndpointDefinition>(e: E, token: string, options: CallOptions<E> = {}) =>
  t.call(e, {
    lang: 'en',
    ...options,
    token,
    headers: e.method === 'GET' ? {} : { 'idempotency-key': `purchase-test-${++key}` },
  });

const request: PurchaseCreateBody = {
  items: [
    {
      url: 'https://shop.example.com/boots',
      title: 'Boots',
      options: 'size 42, black',
      quantity: 2,
      expected_price: '40',
    },
    { url: 'https://shop.example.com/hat', title: 'Hat', quantity: 1 },
  ],
};

async function requested(token: string): Promise<Purchase> {
  const res = await send(purchasesApi.create, token, { body: request });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Purchase>();
}

/** A request quoted at $40 a pair of boots and $20 the hat, $8 tax and $10 shipping: items $100, fee $5, total $123. */
async function quoted(token: string): Promise<Purchase> {
  const p = await requested(token);
  expect(
    (await send(purchasesOpsApi.move, finance, { params: { id: p.id }, body: { status: 'accepted' } })).statusCode,
  ).toBe(200);
  const res = await send(purchasesOpsApi.quote, finance, {
    params: { id: p.id },
    body: { prices: ['40', '20'], sales_tax: '8', us_shipping: '10' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Purchase>();
}

async function paid(token: string, quote?: Purchase): Promise<Purchase> {
  const p = quote ?? (await quoted(token));
  const res = await send(purchasesApi.pay, token, { params: { id: p.id } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Purchase>();
}

async function ledgerHolds(accountId: number) {
  expect(await checkLedgerInvariants(t.database.db, { accountIds: [accountId] })).toEqual([]);
}

describe('buy for me: the request', () => {
  it('is created with its items as "new", listed and read by its seller only', async () => {
    const seller = await registerSeller(t);
    const other = await registerSeller(t);
    const p = await requested(seller.token);
    expect(p.status).toBe('incoming');
    expect(p.items).toMatchObject([
      { title: 'Boots', options: 'size 42, black', quantity: 2, expected_price: { amount: '40.00' }, price: null },
      { title: 'Hat', options: '', quantity: 1, expected_price: null },
    ]);
    const list = (await send(purchasesApi.list, seller.token)).json<{ purchases: Purchase[] }>();
    expect(list.purchases.map((x) => x.id)).toEqual([p.id]);
    expect((await send(purchasesApi.get, seller.token, { params: { id: p.id } })).statusCode).toBe(200);
    expect((await send(purchasesApi.get, other.token, { params: { id: p.id } })).statusCode).toBe(404);
    expect((await send(purchasesApi.pay, other.token, { params: { id: p.id } })).statusCode).toBe(404);
    expect((await send(purchasesApi.cancel, other.token, { params: { id: p.id } })).statusCode).toBe(404);
    expect((await send(purchasesApi.list, other.token)).json<{ purchases: Purchase[] }>().purchases).toEqual([]);
  });

  it('refuses bad input with translated field errors and stores nothing', async () => {
    const seller = await registerSeller(t);
    const res = await send(purchasesApi.create, seller.token, {
      body: { items: [{ url: 'not a link', title: '', quantity: 0, expected_price: 'abc' }] },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; errors: Record<string, string[]> }>();
    expect(Object.keys(body.errors).sort()).toEqual(
      ['items.0.expected_price', 'items.0.quantity', 'items.0.title', 'items.0.url'].sort(),
    );
    expect(body.errors['items.0.url']![0]).not.toBe('invalid_format');
    expect((await send(purchasesApi.create, seller.token, { body: { items: [] } })).statusCode).toBe(400);
    expect((await send(purchasesApi.list, seller.token)).json<{ total: number }>().total).toBe(0);
  });
});

describe('buy for me: the money', () => {
  it('quoted, paid (held), bought (captured): the balance and the ledger agree', async () => {
    const seller = await fundedSeller(t, '200.00');
    const q = await quoted(seller.token);
    expect(q.status).toBe('wait_pay');
    expect(q.quote).toMatchObject({
      items: { amount: '100.00' },
      sales_tax: { amount: '8.00' },
      us_shipping: { amount: '10.00' },
      fee: { amount: '5.00' },
      total: { amount: '123.00' },
    });
    const p = await paid(seller.token, q);
    expect(p).toMatchObject({ status: 'money_come', paid: { amount: '123.00' } });
    expect(await balanceOf(t, seller.token)).toMatchObject({ available: '77.00', will_be_removed: '123.00' });
    await ledgerHolds(seller.accountId);

    const res = await send(purchasesOpsApi.buy, finance, {
      params: { id: p.id },
      body: { shop_order_number: 'SHOP-1001', tracking: '1Z999AA10123456784' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<OpsPurchase>()).toMatchObject({ status: 'payed', shop_order_number: 'SHOP-1001', refunded: null });
    expect(await balanceOf(t, seller.token)).toMatchObject({ available: '77.00', will_be_removed: '0.00' });
    await ledgerHolds(seller.accountId);

    // The audit trail names the seller and the move.
    const admin = await signInOperator(t, ['admin']);
    const audit = await send(auditApi.list, admin, {
      query: { account_id: seller.accountId, action: 'purchase_bought' },
    });
    expect(audit.json<AuditList>().events).toMatchObject([
      { before: { purchase_status: 'money_come' }, after: { purchase_status: 'payed' } },
    ]);

    const seen = (await send(purchasesApi.get, seller.token, { params: { id: p.id } })).json<Purchase>();
    expect(seen).toMatchObject({ status: 'payed', tracking: '1Z999AA10123456784' });
    const kinds = (await notificationsOf(t, seller.token)).filter((n) => n.kind === 'purchases.status_changed');
    expect(kinds.map((n) => n.payload.status)).toEqual(['payed', 'money_come', 'wait_pay', 'accepted']);

    // A refund after buying returns all that was paid.
    const refunded = await send(purchasesOpsApi.refund, finance, { params: { id: p.id } });
    expect(refunded.json<OpsPurchase>()).toMatchObject({ status: 'refunded', refunded: { amount: '123.00' } });
    expect(await balanceOf(t, seller.token)).toMatchObject({ available: '200.00' });
    await ledgerHolds(seller.accountId);
  });

  it('partly bought: the missing items, their share of the tax and the fee on them come back', async () => {
    const seller = await fundedSeller(t, '200.00');
    const p = await paid(seller.token);
    const res = await send(purchasesOpsApi.buy, finance, {
      params: { id: p.id },
      body: { shop_order_number: 'SHOP-2002', bought: [1, 1] },
    });
    expect(res.statusCode, res.body).toBe(200);
    // Bought $60 of $100: tax $4.80, shipping $10, fee $5 (the minimum) → $79.80; back $43.20.
    expect(res.json<OpsPurchase>()).toMatchObject({ status: 'partrefund', refunded: { amount: '43.20' } });
    expect(await balanceOf(t, seller.token)).toMatchObject({ available: '120.20', will_be_removed: '0.00' });
    await ledgerHolds(seller.accountId);
    // The rest of the refund after a partial one is what was not returned yet.
    await send(purchasesOpsApi.refund, finance, { params: { id: p.id } });
    expect(await balanceOf(t, seller.token)).toMatchObject({ available: '200.00' });
    await ledgerHolds(seller.accountId);
  });

  it('cancelled after paying: every cent held comes back; the seller may cancel, not after buying', async () => {
    const seller = await fundedSeller(t, '200.00');
    const p = await paid(seller.token);
    const res = await send(purchasesApi.cancel, seller.token, { params: { id: p.id } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Purchase>()).toMatchObject({ status: 'cancelled', refunded: { amount: '123.00' } });
    expect(await balanceOf(t, seller.token)).toMatchObject({ available: '200.00', will_be_removed: '0.00' });
    await ledgerHolds(seller.accountId);
    expect((await send(purchasesApi.cancel, seller.token, { params: { id: p.id } })).statusCode).toBe(409);

    const bought = await paid(seller.token);
    await send(purchasesOpsApi.buy, finance, { params: { id: bought.id }, body: { shop_order_number: 'S-3' } });
    expect((await send(purchasesApi.cancel, seller.token, { params: { id: bought.id } })).statusCode).toBe(409);
    expect((await send(purchasesOpsApi.cancel, finance, { params: { id: bought.id } })).statusCode).toBe(409);
    expect(await balanceOf(t, seller.token)).toMatchObject({ available: '77.00' });
    await ledgerHolds(seller.accountId);
  });

  it('the desk cancels a paid purchase on hold: the hold is released', async () => {
    const seller = await fundedSeller(t, '200.00');
    const p = await paid(seller.token);
    expect(
      (await send(purchasesOpsApi.move, finance, { params: { id: p.id }, body: { status: 'hold' } })).statusCode,
    ).toBe(200);
    const res = await send(purchasesOpsApi.cancel, finance, { params: { id: p.id } });
    expect(res.json<OpsPurchase>()).toMatchObject({ status: 'cancelled', seller: { account_id: seller.accountId } });
    expect(await balanceOf(t, seller.token)).toMatchObject({ available: '200.00', will_be_removed: '0.00' });
    await ledgerHolds(seller.accountId);
  });

  it('a quote not paid in time expires: nothing is held, paying is refused', async () => {
    const seller = await fundedSeller(t, '200.00');
    const q = await quoted(seller.token);
    t.clock.advance(73 * 3_600_000);
    const pay = await send(purchasesApi.pay, seller.token, { params: { id: q.id } });
    expect(pay.statusCode).toBe(409);
    expect((await send(purchasesApi.get, seller.token, { params: { id: q.id } })).json<Purchase>().status).toBe(
      'cancelled',
    );
    expect(await balanceOf(t, seller.token)).toMatchObject({ available: '200.00', will_be_removed: '0.00' });
    await ledgerHolds(seller.accountId);
  });

  it('paying more than the balance is refused and holds nothing', async () => {
    const seller = await fundedSeller(t, '50.00');
    const q = await quoted(seller.token);
    expect((await send(purchasesApi.pay, seller.token, { params: { id: q.id } })).statusCode).toBe(422);
    expect(await balanceOf(t, seller.token)).toMatchObject({ available: '50.00', will_be_removed: '0.00' });
    expect((await send(purchasesApi.get, seller.token, { params: { id: q.id } })).json<Purchase>().status).toBe(
      'wait_pay',
    );
  });

  it('a retried payment with the same key holds once', async () => {
    const seller = await fundedSeller(t, '300.00');
    const q = await quoted(seller.token);
    const headers = { 'idempotency-key': `purchase-retry-${q.id}` };
    const first = await t.call(purchasesApi.pay, { token: seller.token, params: { id: q.id }, headers });
    const again = await t.call(purchasesApi.pay, { token: seller.token, params: { id: q.id }, headers });
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(await balanceOf(t, seller.token)).toMatchObject({ available: '177.00', will_be_removed: '123.00' });
  });
});

describe('buy for me: the desk', () => {
  it('refuses moves the state machine does not allow, and bad quotes', async () => {
    const seller = await registerSeller(t);
    const p = await requested(seller.token);
    const move = (status: string) =>
      send(purchasesOpsApi.move, finance, { params: { id: p.id }, body: { status } as never });
    expect((await move('in_usa')).statusCode).toBe(409);
    expect((await move('payed')).statusCode).toBe(400);
    const badQuote = await send(purchasesOpsApi.quote, finance, {
      params: { id: p.id },
      body: { prices: ['40'], sales_tax: '0', us_shipping: '0' },
    });
    expect(badQuote.statusCode).toBe(409); // incoming cannot be quoted before it is accepted
    await move('accepted');
    const mismatch = await send(purchasesOpsApi.quote, finance, {
      params: { id: p.id },
      body: { prices: ['40'], sales_tax: '0', us_shipping: '0' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect((await send(purchasesOpsApi.get, finance, { params: { id: 999_999 } })).statusCode).toBe(404);
  });

  it('support reads the desk; only finance changes it', async () => {
    const seller = await registerSeller(t);
    const p = await requested(seller.token);
    const list = await send(purchasesOpsApi.list, support, { query: { status: 'incoming' } });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ purchases: OpsPurchase[] }>().purchases.some((x) => x.id === p.id)).toBe(true);
    expect(
      (await send(purchasesOpsApi.move, support, { params: { id: p.id }, body: { status: 'accepted' } })).statusCode,
    ).toBe(403);
    expect((await send(purchasesOpsApi.list, seller.token)).statusCode).toBe(403);
  });

  it('the arrival is the desk\'s "arrived" move once the goods are bought', async () => {
    const seller = await fundedSeller(t, '200.00');
    const p = await paid(seller.token);
    await send(purchasesOpsApi.buy, finance, { params: { id: p.id }, body: { shop_order_number: 'S-9' } });
    const res = await send(purchasesOpsApi.move, finance, { params: { id: p.id }, body: { status: 'in_usa' } });
    expect(res.json<OpsPurchase>().status).toBe('in_usa');
  });
});
