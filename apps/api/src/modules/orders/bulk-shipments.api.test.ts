import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BulkShipmentsResult, ordersApi } from '@cabinet/contracts/orders';
import { shipmentDocumentsApi } from '@cabinet/contracts/shipment-documents';
import { type Shop, shopsApi } from '@cabinet/contracts/shops';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signInOperator } from '../../../test/money.ts';
import { products } from '../catalog/products/products.schema.ts';
import { shipper } from '../shipments/shipments.test-kit.ts';
import { connectShop } from '../shops/shops.test-kit.ts';
import { getOrder, listOrders } from './orders.test-kit.ts';

// §2 "ship in bulk": selected orders → their shipments in one go → all their stickers in one PDF.
let t: TestApp;
let ops: string;
beforeAll(async () => {
  t = await createTestApp();
  ops = await signInOperator(t);
}, 60_000);
afterAll(() => t.close());

const box = { weight_kg: 0.5, length_cm: 20, width_cm: 15, height_cm: 10 };

/** The seller's catalogue has a product for every SKU but `missing`. */
async function catalogue(accountId: number, skus: string[], missing: string) {
  const rows = skus
    .filter((sku) => sku !== missing)
    .map((sku) => ({
      account_id: accountId,
      sku,
      title_uk: `Товар ${sku}`,
      title_en: `Item ${sku}`,
      hs_code: '6912002300',
      cost: 1500,
    }));
  if (rows.length > 0) await t.database.db.insert(products).values(rows).onConflictDoNothing();
}

describe('bulk shipments from orders', () => {
  it('creates those it can with the shop defaults, says why for the rest, and is safe to repeat', async () => {
    const s = await shipper(t, '900.00', ops);
    const shop = await connectShop(t, s.token, 'etsy', 'BulkShop');
    const patch = (payload: object) =>
      t.call(shopsApi.update, { params: { id: shop.id }, token: s.token, body: payload });
    const bad = await patch({
      shipment_defaults: { sender_id: s.recipientId, type: 'direct', delivery_type: 'small_pack', box },
    });
    expect(bad.statusCode).toBe(400);
    const defaults = { sender_id: s.senderId, type: 'direct', delivery_type: 'small_pack', box };
    expect((await patch({ shipment_defaults: defaults })).json<Shop>().shipment_defaults).toEqual(defaults);

    const open = (
      await listOrders(t, s.token, { unshipped: 'true', payment_status: 'paid', on_page: 100 })
    ).items.filter((o) => o.country === 'US');
    expect(open.length).toBeGreaterThanOrEqual(2);
    const details = await Promise.all(open.map((o) => getOrder(t, s.token, o.id)));
    const skus = [...new Set(details.flatMap((o) => o.lines.map((l) => l.sku!)))];
    const lacking = details.at(-1)!.lines[0]!.sku!;
    const covered = details.filter((o) => o.lines.every((l) => l.sku !== lacking));
    await catalogue((await t.app.services.shops.find(shop.id))!.account_id, skus, lacking);

    const stranger = await shipper(t, '10.00', ops);
    const strangerShop = await connectShop(t, stranger.token, 'etsy', 'StrangerBulkShop');
    const foreign = (await listOrders(t, stranger.token)).items[0]!;
    expect(strangerShop.id).not.toBe(shop.id);

    const bulk = (ids: number[]) =>
      t.call(ordersApi.bulkShipments, {
        token: s.token,
        lang: 'en',
        body: { order_ids: ids, confirm_low_customs_value: true },
      });
    const ids = [...details.map((o) => o.id), foreign.id];
    const first = await bulk(ids);
    expect(first.statusCode, first.body).toBe(200);
    const results = first.json<BulkShipmentsResult>().results;
    const byOrder = new Map(results.map((r) => [r.order_id, r]));
    for (const order of covered)
      expect(byOrder.get(order.id)!.shipment, JSON.stringify(byOrder.get(order.id))).not.toBeNull();
    expect(byOrder.get(details.at(-1)!.id)!.error).toMatchObject({ code: 'order_lines_incomplete' });
    expect(byOrder.get(foreign.id)!.error).toMatchObject({ code: 'not_found' });

    const created = results.flatMap((r) => (r.shipment ? [r.shipment.id] : []));
    const stickers = await t.call(shipmentDocumentsApi.stickers, {
      token: s.token,
      payload: { shipment_ids: created, print_format: 'SIZE_A6' },
    });
    expect(stickers.statusCode).toBe(200);
    expect(stickers.headers['content-type']).toContain('application/pdf');

    const again = (await bulk(covered.map((o) => o.id))).json<BulkShipmentsResult>().results;
    expect(again.every((r) => r.error?.code === 'shipment_already_created')).toBe(true);
    expect((await getOrder(t, s.token, covered[0]!.id)).shipment).not.toBeNull();
  });

  it('needs the shop defaults first', async () => {
    const s = await shipper(t, '100.00', ops);
    await connectShop(t, s.token, 'etsy', 'NoDefaultsShop');
    const [order] = (await listOrders(t, s.token, { status: 'open' })).items;
    const res = await t.call(ordersApi.bulkShipments, { token: s.token, body: { order_ids: [order!.id] } });
    expect(res.json<BulkShipmentsResult>().results[0]!.error).toMatchObject({ code: 'shop_defaults_missing' });
    const tooMany = await t.call(ordersApi.bulkShipments, {
      token: s.token,
      body: { order_ids: Array.from({ length: 51 }, (_, i) => i + 1) },
    });
    expect(tooMany.statusCode).toBe(400);
  });
});
