import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsApi } from '@cabinet/contracts/notifications';
import { opsReturnsApi, type ReturnProcessBody } from '@cabinet/contracts/returns-ops';
import { opsStockApi } from '@cabinet/contracts/warehouse-stock';
import { createTestApp, registerSeller, type TestApp } from '../../../test/app.ts';
import { accountIdOf, signInOperator } from '../../../test/money.ts';
import { mailOutbox } from '../../providers/mail/mail.schema.ts';
import { addProduct, getJson } from '../warehouse/stock/stock.test-kit.ts';
import { decide, registerReturn, warehouseDate } from './returns.test-kit.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await signInOperator(t);
});
afterAll(() => t.close());

/** A seller with an apron and a mug in the catalogue, and a return of 2 aprons and 1 mug they decided on. */
async function decidedReturn(decision: 'restock' | 'disposal') {
  const seller = await registerSeller(t);
  const accountId = await accountIdOf(t, seller.token);
  const apron = await addProduct(t, accountId, 'APRON-1');
  const mug = await addProduct(t, accountId, 'MUG-1');
  const ret = await registerReturn(t, op, { owner: String(accountId), arrived_at: warehouseDate(t, -3) });
  expect((await decide(t, seller.token, ret.id, { decision })).statusCode).toBe(200);
  const [apronItem, mugItem] = ret.items;
  return { ...seller, accountId, ret, apron, mug, apronItem: apronItem!, mugItem: mugItem! };
}

const processed = (id: number, body: ReturnProcessBody, lang = 'en') =>
  t.call(opsReturnsApi.markProcessed, { params: { id }, token: op, body, lang });
const inStock = async (productId: number) => {
  const res = await t.call(opsStockApi.get, { params: { id: productId }, token: op });
  return res.statusCode === 404 ? 0 : res.json<{ in_stock: number }>().in_stock;
};

describe('processing a return', () => {
  it('a restock puts every item back into the seller’s stock as the product named, with a journal entry each', async () => {
    const s = await decidedReturn('restock');
    const res = await processed(s.ret.id, {
      restock: [
        { item_id: s.apronItem.id, sku: 'apron-1' },
        { item_id: s.mugItem.id, sku: 'MUG-1' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'processed' });
    expect(await inStock(s.apron)).toBe(2);
    expect(await inStock(s.mug)).toBe(1);
    const journal = await getJson(t, op, opsStockApi.movements, { params: { id: s.apron } });
    expect(journal.movements).toEqual([
      expect.objectContaining({
        reason: 'return_restock',
        in_stock_delta: 2,
        note: `Return ${s.ret.number}: Linen apron`,
      }),
    ]);

    // Told in words: what came back, by SKU.
    const told = (await getJson(t, s.token, notificationsApi.list)).notifications[0];
    expect(told).toMatchObject({
      kind: 'shipments.return_processed',
      payload: { number: s.ret.number, decision: 'restock', units: 3, lines: 'apron-1 × 2, MUG-1 × 1' },
    });
    const letters = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to_address, s.email))
      .orderBy(asc(mailOutbox.id));
    expect(letters.at(-1)).toMatchObject({ subject: `Return ${s.ret.number} is processed` });
    expect(letters.at(-1)!.text).toContain(`back into your stock (units: 3): apron-1 × 2, MUG-1 × 1.`);

    // Once: a processed return is not restocked again.
    const again = await processed(s.ret.id, { restock: [{ item_id: s.apronItem.id, sku: 'APRON-1' }] });
    expect(again.statusCode).toBe(409);
    expect(await inStock(s.apron)).toBe(2);
  });

  it('refuses a restock that leaves an item out, names one twice or an unknown SKU, and changes nothing', async () => {
    const s = await decidedReturn('restock');
    const missing = await processed(s.ret.id, { restock: [{ item_id: s.apronItem.id, sku: 'APRON-1' }] }, 'ua');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      restock: ['Вкажіть товар для кожної позиції повернення, кожну позицію один раз'],
    });
    const twice = await processed(s.ret.id, {
      restock: [
        { item_id: s.apronItem.id, sku: 'APRON-1' },
        { item_id: s.apronItem.id, sku: 'APRON-1' },
      ],
    });
    expect(Object.keys(twice.json().errors)).toEqual(['restock']);
    const unknown = await processed(s.ret.id, {
      restock: [
        { item_id: s.apronItem.id, sku: 'APRON-1' },
        { item_id: s.mugItem.id, sku: 'CUP-9' },
      ],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ 'restock.1.sku': ['No product in the catalogue has this SKU'] });
    const foreign = await processed(s.ret.id, {
      restock: [
        { item_id: s.apronItem.id, sku: 'APRON-1' },
        { item_id: 999_999, sku: 'MUG-1' },
      ],
    });
    expect(foreign.json().errors).toMatchObject({ 'restock.1.item_id': ['This item is not in the return'] });
    // Nothing moved, and the return still waits.
    expect(await inStock(s.apron)).toBe(0);
    expect((await t.call(opsReturnsApi.get, { params: { id: s.ret.id }, token: op })).json().status).toBe('decided');
  });

  it('another decision is processed without stock, and the seller is told what was done', async () => {
    const s = await decidedReturn('disposal');
    const wrong = await processed(s.ret.id, { restock: [{ item_id: s.apronItem.id, sku: 'APRON-1' }] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({
      restock: ['The seller did not choose to restock this return: nothing goes back into stock'],
    });
    expect((await processed(s.ret.id, {})).statusCode).toBe(200);
    expect(await inStock(s.apron)).toBe(0);
    const told = (await getJson(t, s.token, notificationsApi.list)).notifications[0];
    expect(told).toMatchObject({
      kind: 'shipments.return_processed',
      payload: { number: s.ret.number, decision: 'disposal' },
    });
  });
});
