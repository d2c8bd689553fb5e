import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ordersApi } from '@cabinet/contracts/orders';
import { createTestApp, registerSeller, type TestApp } from '../../../test/app.ts';
import { connectShop } from '../shops/shops.test-kit.ts';
import { getOrder, listOrders } from './orders.test-kit.ts';

// A buyer may ask to cancel before anything ships, and the marketplace then waits for the seller's answer (eBay's
// cancelState IN_PROGRESS; Amazon's BuyerRequestedCancel, or 2026-01-01's cancellationRequest). The cabinet shows the
// request and keeps bulk shipping from answering it with a parcel.
let v0: TestApp;
let v2026: TestApp;
beforeAll(async () => {
  [v0, v2026] = await Promise.all([createTestApp(), createTestApp({ AMAZON_ORDERS_API: '2026-01-01' })]);
}, 180_000);
afterAll(() => Promise.all([v0.close(), v2026.close()]));

async function importedShop(t: TestApp, kind: 'ebay' | 'amazon', name: string) {
  const seller = await registerSeller(t);
  const shop = await connectShop(t, seller.token, kind, name);
  t.clock.advance(3 * 60_000);
  await t.app.services.orders.importer.sync(shop.id);
  const all = await listOrders(t, seller.token, { kind, on_page: 100 });
  return { token: seller.token, all: all.items };
}

async function expectShownAndLeftOutOfBulk(t: TestApp, token: string, orderId: number) {
  expect((await getOrder(t, token, orderId)).cancel_requested).toBe(true);
  const bulk = await t.call(ordersApi.bulkShipments, { token, lang: 'ua', body: { order_ids: [orderId] } });
  expect(bulk.json().results).toEqual([
    expect.objectContaining({
      shipment: null,
      error: { code: 'order_cancel_requested', message: expect.stringContaining('скасувати') },
    }),
  ]);
  // Alone it can still be shipped: the seller may have declined at the marketplace before our next import.
  const draft = await t.call(ordersApi.shipmentDraft, { params: { id: orderId }, token });
  expect(draft.statusCode).toBe(200);
}

describe('An order whose buyer asked to cancel', () => {
  it('on eBay is imported marked, shown so, and left out of bulk shipping', async () => {
    const { token, all } = await importedShop(v0, 'ebay', 'vintage.seller');
    // The sandbox's seeded account has one paid order whose buyer asked to cancel (docs/sandbox-ebay.md).
    const asked = all.filter((o) => o.cancel_requested);
    expect(asked.map((o) => o.status)).toEqual(['open']);
    expect(all.filter((o) => !o.cancel_requested).length).toBeGreaterThan(0);
    await expectShownAndLeftOutOfBulk(v0, token, asked[0]!.id);
  });

  it.each([
    ['Orders v0', () => v0],
    ['the Orders API 2026-01-01', () => v2026],
  ])('on Amazon (%s) likewise', async (_, app) => {
    const t = app();
    // A store named with "cancel" has one more Unshipped order whose buyer asked to cancel (docs/sandbox-amazon.md).
    const { token, all } = await importedShop(t, 'amazon', 'Kyiv Cancel Store');
    expect(all.filter((o) => o.cancel_requested).map((o) => o.status)).toEqual(['open']);
    expect(all.filter((o) => !o.cancel_requested)).toHaveLength(12);
    await expectShownAndLeftOutOfBulk(t, token, all.find((o) => o.cancel_requested)!.id);
  });
});
