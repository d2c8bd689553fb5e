import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ordersApi } from '@cabinet/contracts/orders';
import { createTestApp, registerSeller, type TestApp } from '../../../test/app.ts';
import { connectShop } from '../shops/shops.test-kit.ts';
import { getOrder, listOrders } from './orders.test-kit.ts';

// Orders Amazon fulfils from its own warehouse (FBA, FulfillmentChannel AFN) are imported, and marked so the cabinet
// offers neither a shipment nor a track for them: Amazon ships them, and confirmShipment refuses them.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

describe('Orders fulfilled by Amazon', () => {
  it('are imported marked, left out of "unshipped", and refuse a shipment, a bulk shipment and a track', async () => {
    const seller = await registerSeller(t);
    // The sandbox store's name asks for FBA orders beside the merchant-fulfilled dozen (docs/sandbox-amazon.md).
    const shop = await connectShop(t, seller.token, 'amazon', 'Kyiv FBA Store');
    t.clock.advance(3 * 60_000);
    await t.app.services.orders.importer.sync(shop.id);
    const all = await listOrders(t, seller.token, { kind: 'amazon', on_page: 100 });
    const fba = all.items.filter((o) => o.fulfilled_by_marketplace);
    expect(fba).toHaveLength(2);
    expect(all.items.filter((o) => !o.fulfilled_by_marketplace)).toHaveLength(12);
    const open = fba.find((o) => o.status === 'open')!;
    expect(open.payment_status).toBe('paid');

    const unshipped = await listOrders(t, seller.token, { kind: 'amazon', unshipped: 'true', on_page: 100 });
    expect(unshipped.items.some((o) => o.fulfilled_by_marketplace)).toBe(false);
    expect(unshipped.total).toBeGreaterThan(0);

    const draft = await t.call(ordersApi.shipmentDraft, { params: { id: open.id }, token: seller.token });
    expect([draft.statusCode, draft.json().code]).toEqual([409, 'order_fulfilled_by_marketplace']);
    const bulk = await t.call(ordersApi.bulkShipments, { token: seller.token, body: { order_ids: [open.id] } });
    expect(bulk.json().results).toEqual([
      expect.objectContaining({ error: expect.objectContaining({ code: 'order_fulfilled_by_marketplace' }) }),
    ]);
    const track = await t.call(ordersApi.setTrack, {
      params: { id: open.id },
      token: seller.token,
      body: { track_numbers: ['RB123456785UA'], carrier: 'ukrposhta' },
    });
    expect([track.statusCode, track.json().code]).toEqual([409, 'order_fulfilled_by_marketplace']);
    expect((await getOrder(t, seller.token, open.id)).track.state).toBe('none');
  });
});
