import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoriesApi } from '@cabinet/contracts/categories';
import { shipmentsApi } from '@cabinet/contracts/shipments';
import { opsStockApi, stockApi, type StockMovement } from '@cabinet/contracts/warehouse-stock';
import { createTestApp, registerSeller, type TestApp } from '../../../../test/app.ts';
import { accountIdOf, signInOperator } from '../../../../test/money.ts';
import { products } from '../../catalog/products/products.schema.ts';
import { createShipment, directBody, mug, shipper, shirt } from '../../shipments/shipments.test-kit.ts';
import { addProduct, adjust, bringToUsWarehouse, getJson, opsShipmentMove, setState } from './stock.test-kit.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await signInOperator(t);
});
afterAll(() => t.close());

async function sellerWithStock() {
  const seller = await registerSeller(t);
  const accountId = await accountIdOf(t, seller.token);
  const ring = await addProduct(t, accountId, 'RING-1', { title_en: 'Silver ring', hs_code: '7113110000' });
  const soap = await addProduct(t, accountId, 'SOAP-1', { title_en: 'Olive soap' });
  const mugId = await addProduct(t, accountId, 'MUG-1', { title_en: 'Clay mug' });
  await adjust(t, op, ring, 5);
  await adjust(t, op, soap, 12);
  await adjust(t, op, mugId, 1);
  await adjust(t, op, mugId, -1, 'broken in storage');
  return { ...seller, accountId, ring, soap, mug: mugId };
}

describe('the seller’s stock list', () => {
  it('lists with quantities, filters and pages; the alias answers the same', async () => {
    const s = await sellerWithStock();
    const all = await getJson(t, s.token, stockApi.list);
    expect(all).toMatchObject({ total: 3, page: 1, next_page: null });
    expect(all.products.map((p: { sku: string }) => p.sku)).toEqual(['MUG-1', 'RING-1', 'SOAP-1']);
    expect(all.products[1]).toMatchObject({
      id: s.ring,
      title_en: 'Silver ring',
      hs_code: '7113110000',
      cost: { amount: '12.50', currency: 'USD' },
      in_stock: 5,
      on_the_way: 0,
      reserved: 0,
      available: 5,
      state: 'unblocked',
      thumb_url: null,
    });
    expect(await getJson(t, s.token, stockApi.listAlias, { query: { search: 'soap' } })).toMatchObject({
      total: 1,
      products: [{ id: s.soap }],
    });
    expect((await getJson(t, s.token, stockApi.listAlias, { query: { place: 'in_stock' } })).total).toBe(2);
    expect((await getJson(t, s.token, stockApi.listAlias, { query: { place: 'on_the_way' } })).total).toBe(0);
    const picked = await getJson(t, s.token, stockApi.listAlias, { query: { ids: `${s.ring},${s.mug}` } });
    expect(picked.products.map((p: { id: number }) => p.id).sort()).toEqual([s.ring, s.mug].sort());
    const paged = await getJson(t, s.token, stockApi.list, { query: { on_page: 2, page: 1 } });
    expect(paged).toMatchObject({ total: 3, products: [{}, {}], next_page: 2 });
    await setState(t, op, s.soap, 'blocked');
    expect(await getJson(t, s.token, stockApi.listAlias, { query: { state: 'blocked' } })).toMatchObject({
      total: 1,
      products: [{ id: s.soap, available: 0, state_reason: 'damaged packaging' }],
    });
  });

  it('filters by a folder with its sub-folders; another account’s folder finds nothing', async () => {
    const s = await sellerWithStock();
    const folder = async (token: string, name: string, parent_id: number | null = null): Promise<number> => {
      const res = await t.call(categoriesApi.create, { token, body: { name, parent_id } });
      type Folder = { id: number; name: string; children: Folder[] };
      const find = (fs: Folder[]): Folder | undefined =>
        fs.map((f) => (f.name === name ? f : find(f.children))).find(Boolean);
      return find(res.json().category_tree.folders)!.id;
    };
    const jewellery = await folder(s.token, 'Jewellery');
    const rings = await folder(s.token, 'Rings', jewellery);
    const other = await registerSeller(t);
    const theirs = await folder(other.token, 'Jewellery');
    await t.database.db.update(products).set({ category_id: rings }).where(eq(products.id, s.ring));
    await t.database.db.update(products).set({ category_id: jewellery }).where(eq(products.id, s.mug));
    const skus = async (id: number) =>
      (await getJson(t, s.token, stockApi.listAlias, { query: { category_id: id } })).products.map(
        (p: { sku: string }) => p.sku,
      );
    expect(await skus(jewellery)).toEqual(['MUG-1', 'RING-1']);
    expect(await skus(rings)).toEqual(['RING-1']);
    expect(await skus(theirs)).toEqual([]);
  });

  it('needs a session, sees only its own stock, refuses bad filters', async () => {
    const s = await sellerWithStock();
    const other = await registerSeller(t);
    expect((await t.call(stockApi.list)).statusCode).toBe(401);
    expect((await getJson(t, other.token, stockApi.listAlias)).total).toBe(0);
    const bad = await t.call(stockApi.listAlias, { query: { state: 'melted' }, token: s.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_error', errors: { state: expect.any(Array) } });
  });
});

describe('the operators’ stock desk', () => {
  it('adjusts with a reason, never below zero, and keeps the journal', async () => {
    const s = await sellerWithStock();
    const negative = await t.call(opsStockApi.adjust, {
      params: { id: s.ring },
      token: op,
      body: { in_stock_delta: -6, reason: 'recount' },
    });
    expect(negative.statusCode).toBe(409);
    expect(negative.json().code).toBe('stock_negative');
    const noReason = await t.call(opsStockApi.adjust, {
      params: { id: s.ring },
      token: op,
      payload: { in_stock_delta: -1 },
    });
    expect(noReason.statusCode).toBe(400);
    expect((await adjust(t, op, s.ring, -2, 'recount')).in_stock).toBe(3);
    const journal = await getJson(t, op, opsStockApi.movements, { params: { id: s.ring } });
    expect(journal.total).toBe(2);
    expect(journal.movements[0]).toMatchObject({ in_stock_delta: -2, reason: 'adjustment', note: 'recount' });
    // Each count names the operator who made it.
    expect(journal.movements.map((m: StockMovement) => m.operator?.email)).toEqual([
      expect.stringMatching(/^operator-/),
      expect.stringMatching(/^operator-/),
    ]);
    const missing = await t.call(opsStockApi.movements, { params: { id: 99999 }, token: op });
    expect(missing.statusCode).toBe(404);
    const seller = await t.call(opsStockApi.list, { token: s.token });
    expect(seller.statusCode).toBe(403);
  });
});

describe('inbound from shipments to the US warehouse', () => {
  it('announces SKU lines on creation, takes them back on deletion, receives counted units once', async () => {
    const s = await shipper(t, '500.00', op);
    const shirtId = await addProduct(t, s.accountId, 'SHIRT-1');
    const mugId = await addProduct(t, s.accountId, 'MUG-9');
    const lines = [
      { ...shirt, sku: 'shirt-1', quantity: 3 },
      { ...mug, sku: 'MUG-9' },
      { ...mug, sku: 'NOT-IN-CATALOGUE' },
    ];
    const direct = await createShipment(t, s.token, directBody(s, { lines }));
    expect((await getJson(t, s.token, stockApi.listAlias)).total).toBe(0);

    const doomed = await createShipment(t, s.token, directBody(s, { type: 'consolidation', lines }));
    expect((await getJson(t, s.token, stockApi.listAlias, { query: { place: 'on_the_way' } })).total).toBe(2);
    const del = await t.call(shipmentsApi.remove, { token: s.token, body: { shipment_id: doomed.id } });
    expect(del.statusCode).toBe(200);
    expect((await getJson(t, s.token, stockApi.listAlias, { query: { place: 'on_the_way' } })).total).toBe(0);

    const shipment = await createShipment(t, s.token, directBody(s, { type: 'consolidation', lines }));
    const stock = await getJson(t, s.token, stockApi.listAlias);
    expect(stock.products).toEqual([
      expect.objectContaining({ id: mugId, on_the_way: 1, in_stock: 0 }),
      expect.objectContaining({ id: shirtId, on_the_way: 3, in_stock: 0 }),
    ]);
    expect(direct.id).not.toBe(shipment.id);

    const params = { id: shipment.id };
    const counted = { items: [{ sku: 'SHIRT-1', quantity: 3 }] };
    // Still with the seller (customer_created): nothing is on the shelf to count.
    expect(await getJson(t, op, opsStockApi.inbound, { query: { number: shipment.number } })).toMatchObject({
      status: 'customer_created',
      receivable: false,
    });
    for (const [lang, message] of [
      ['en', 'The shipment is not at the US warehouse: goods are received into stock only when it is there'],
      ['ua', 'Відправлення не на складі в США: товари приймаються на склад, лише коли воно там'],
    ]) {
      const early = await t.call(opsStockApi.receive, { params, token: op, lang, body: counted });
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({ code: 'inbound_not_at_warehouse', message });
    }
    await bringToUsWarehouse(t, op, shipment.id);
    // Frozen at the warehouse: held by an operator, not counted until unfrozen.
    await opsShipmentMove(t, op, shipment.id, 'freeze', { note: 'customs question' });
    const frozen = await t.call(opsStockApi.receive, { params, token: op, body: counted });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().code).toBe('inbound_not_at_warehouse');
    await opsShipmentMove(t, op, shipment.id, 'unfreeze');
    expect((await getJson(t, s.token, stockApi.listAlias)).products).toEqual([
      expect.objectContaining({ id: mugId, on_the_way: 1, in_stock: 0 }),
      expect.objectContaining({ id: shirtId, on_the_way: 3, in_stock: 0 }),
    ]);

    const found = await getJson(t, op, opsStockApi.inbound, { query: { number: shipment.number } });
    expect(found).toMatchObject({
      id: shipment.id,
      status: 'in_transit_warehouse',
      receivable: true,
      received_at: null,
      unknown_skus: ['not-in-catalogue'],
    });
    expect(found.lines).toEqual(
      expect.arrayContaining([expect.objectContaining({ product_id: shirtId, expected: 3, received: 0 })]),
    );
    const unknown = await t.call(opsStockApi.receive, {
      params,
      token: op,
      lang: 'en',
      body: { items: [{ sku: 'NOT-IN-CATALOGUE', quantity: 1 }] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'cannot_create_products_in_stock',
      message: 'You cannot create new products in stock',
    });
    const received = await t.call(opsStockApi.receive, {
      params,
      token: op,
      body: {
        items: [
          { sku: 'SHIRT-1', quantity: 2 },
          { sku: 'MUG-9', quantity: 2 },
        ],
        note: 'box torn',
      },
    });
    expect(received.statusCode).toBe(200);
    expect(received.json()).toMatchObject({ received_at: expect.any(String), receivable: false });
    const after = await getJson(t, s.token, stockApi.listAlias);
    expect(after.products).toEqual([
      expect.objectContaining({ id: mugId, on_the_way: 0, in_stock: 2 }),
      expect.objectContaining({ id: shirtId, on_the_way: 0, in_stock: 2 }),
    ]);
    const journal = await getJson(t, op, opsStockApi.movements, { params: { id: shirtId } });
    expect(journal.movements[0]).toMatchObject({ reason: 'received', in_stock_delta: 2, on_the_way_delta: -3 });
    expect(journal.movements[0].note).toContain('short by 1');
    const again = await t.call(opsStockApi.receive, {
      params,
      token: op,
      body: { items: [{ sku: 'MUG-9', quantity: 1 }] },
    });
    expect(again.statusCode).toBe(409);
    const notInbound = await t.call(opsStockApi.inbound, { query: { number: direct.number }, token: op });
    expect(notInbound.statusCode).toBe(404);
  });
});
