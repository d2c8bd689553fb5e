import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disposalApi, opsDisposalApi } from '@cabinet/contracts/disposal';
import { notificationsApi } from '@cabinet/contracts/notifications';
import { opsStockApi, stockApi } from '@cabinet/contracts/warehouse-stock';
import { createTestApp, registerSeller, type TestApp } from '../../../../test/app.ts';
import { balanceOf, fundedSeller, signInOperator } from '../../../../test/money.ts';
import { mailOutbox } from '../../../providers/mail/mail.schema.ts';
import { addProduct, adjust, getJson, setState } from '../stock/stock.test-kit.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await signInOperator(t);
});
afterAll(() => t.close());

async function sellerWithSoap(units = 10, balance = '20.00') {
  const seller = await fundedSeller(t, balance, op);
  const soap = await addProduct(t, seller.accountId, 'SOAP-1');
  await adjust(t, op, soap, units);
  return { ...seller, soap };
}

const request = (token: string, body: object, key?: string, lang = 'en') =>
  t.call(disposalApi.create, { token, lang, headers: key ? { 'idempotency-key': key } : {}, payload: body });
const opPost = (id: number, action: 'approve' | 'reject' | 'complete', payload?: object) =>
  t.call(opsDisposalApi[action], { params: { id }, token: op, payload });
const lettersTo = (email: string) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, email)).orderBy(asc(mailOutbox.id));
const stockOf = async (token: string) => (await getJson(t, token, stockApi.listAlias)).products[0];

describe('disposal requests', () => {
  it('statuses are translated; the list pages by 10', async () => {
    const s = await sellerWithSoap(30);
    const statuses = (await t.call(disposalApi.statuses, { token: s.token, lang: 'ua' })).json();
    expect(statuses.statuses[0]).toEqual({ status: 'pending', label: 'В очікуванні', color: 'yellow' });
    for (let i = 0; i < 11; i += 1) {
      expect((await request(s.token, { items: [{ product_id: s.soap, quantity: 1 }] })).statusCode).toBe(201);
    }
    const page = await getJson(t, s.token, disposalApi.list);
    expect(page).toMatchObject({ total: 11, on_page: 10, next_page: 2 });
    expect(page.list).toHaveLength(10);
    expect(page.list[0]).toMatchObject({ status: 'pending', total_quantity: 1, fee: { amount: '0.30' } });
  });

  it('reserves units, refuses more than available and blocked stock, cancels while pending', async () => {
    const s = await sellerWithSoap(10);
    const created = await request(s.token, { items: [{ product_id: s.soap, quantity: 6 }], comment: 'expired' });
    expect(created.statusCode).toBe(201);
    expect(await stockOf(s.token)).toMatchObject({ in_stock: 10, reserved: 6, available: 4 });
    const tooMany = await request(s.token, { items: [{ product_id: s.soap, quantity: 5 }] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      code: 'disposal_exceeds_available',
      errors: { 'items.0.quantity': ['More than available'] },
    });
    const other = await registerSeller(t);
    const foreign = await request(other.token, { items: [{ product_id: s.soap, quantity: 1 }] });
    expect(foreign.statusCode).toBe(400);
    const cancel = { id: created.json().id };
    expect((await t.call(disposalApi.cancel, { params: cancel, token: other.token })).statusCode).toBe(404);
    const cancelled = await t.call(disposalApi.cancel, { params: cancel, token: s.token });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect(await stockOf(s.token)).toMatchObject({ reserved: 0, available: 10 });

    await setState(t, op, s.soap, 'frozen', 'customs inspection');
    const blocked = await request(s.token, { items: [{ product_id: s.soap, quantity: 1 }] });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().code).toBe('stock_blocked');
    expect((await getJson(t, s.token, disposalApi.list)).total).toBe(1);
  });

  it('approve and complete: stock goes down, the fee is charged once, the seller is told', async () => {
    const s = await sellerWithSoap(10, '20.00');
    const { id } = (await request(s.token, { items: [{ product_id: s.soap, quantity: 4 }] }, 'disp-key-0001')).json();
    const replay = await request(s.token, { items: [{ product_id: s.soap, quantity: 4 }] }, 'disp-key-0001');
    expect(replay.json().id).toBe(id);
    expect((await getJson(t, s.token, disposalApi.list)).total).toBe(1);

    expect((await opPost(id, 'complete')).statusCode).toBe(409);
    expect((await opPost(id, 'approve')).json()).toMatchObject({ status: 'approved', account_id: s.accountId });
    const cancel = await t.call(disposalApi.cancel, { params: { id }, token: s.token });
    expect(cancel.statusCode).toBe(409);
    const [a, b] = await Promise.all([opPost(id, 'complete'), opPost(id, 'complete')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toMatchObject({ status: 'completed', fee: { amount: '1.20' } });
    expect(await stockOf(s.token)).toMatchObject({ in_stock: 6, reserved: 0, available: 6 });
    expect((await balanceOf(t, s.token)).available).toBe('18.80');
    const journal = await getJson(t, op, opsStockApi.movements, { params: { id: s.soap } });
    expect(journal.movements[0]).toMatchObject({ reason: 'disposed', in_stock_delta: -4, disposal_id: id });
    const notes = (await getJson(t, s.token, notificationsApi.list)).notifications;
    const decided = notes.filter((n: { kind: string }) => n.kind === 'shipments.disposal_decided');
    expect(decided.map((n: { payload: { status: string } }) => n.payload.status)).toEqual(['completed', 'approved']);
    // In words: what went and what it cost, once however often completion was sent.
    expect(decided[0].payload).toEqual({ number: id, status: 'completed', units: 4, amount: '1.20', currency: 'USD' });
    const letters = await lettersTo(s.email);
    expect(letters.map((l) => l.subject)).toContain(`Disposal request No. ${id} is completed`);
    expect(letters.at(-1)!.text).toContain('the goods were destroyed (units: 4), and the fee of 1.20 USD was charged');
  });

  it('a rejection frees the units and names the reason; completion without funds changes nothing', async () => {
    const s = await sellerWithSoap(10, '0.50');
    const first = (await request(s.token, { items: [{ product_id: s.soap, quantity: 2 }] })).json();
    const rejected = await opPost(first.id, 'reject', { reason: 'Hazardous: send it back instead' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'Hazardous: send it back instead' });
    const told = (await getJson(t, s.token, notificationsApi.list)).notifications[0];
    expect(told.payload).toEqual({ number: first.id, status: 'rejected', reason: 'Hazardous: send it back instead' });
    expect((await lettersTo(s.email)).at(-1)!.text).toContain(
      `rejected your disposal request No. ${first.id}: Hazardous: send it back instead`,
    );
    expect(await stockOf(s.token)).toMatchObject({ reserved: 0 });
    const second = (await request(s.token, { items: [{ product_id: s.soap, quantity: 5 }] })).json();
    await opPost(second.id, 'approve');
    const poor = await opPost(second.id, 'complete');
    expect(poor.statusCode).toBe(422);
    expect(await stockOf(s.token)).toMatchObject({ in_stock: 10, reserved: 5 });
    expect((await getJson(t, op, opsDisposalApi.get, { params: { id: second.id } })).status).toBe('approved');
  });

  it('10 concurrent requests over the same units never oversubscribe them', async () => {
    const s = await sellerWithSoap(7);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => request(s.token, { items: [{ product_id: s.soap, quantity: 2 }] })),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 400)).toHaveLength(7);
    expect(await stockOf(s.token)).toMatchObject({ in_stock: 7, reserved: 6, available: 1 });
  });
});
