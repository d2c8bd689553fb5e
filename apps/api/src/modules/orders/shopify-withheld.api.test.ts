import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Shop, shopsApi } from '@cabinet/contracts/shops';
import { createTestApp, registerSeller, type TestApp } from '../../../test/app.ts';
import { connectShop } from '../shops/shops.test-kit.ts';
import { listOrders } from './orders.test-kit.ts';

// A Shopify shop whose app is not approved for protected customer data (the sandbox's `protected` shop): its orders
// are imported without the buyers and the shop is flagged, as for Amazon's refused restricted data — not "reconnect".
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

describe('Shopify withholding protected customer data', () => {
  it('imports the orders, flags the shop, and keeps it connected', async () => {
    const seller = await registerSeller(t);
    const shop = await connectShop(t, seller.token, 'shopify', 'protected-data-shop');
    await t.app.services.orders.importer.sync(shop.id);
    const shops = await t.call(shopsApi.list, { token: seller.token });
    const mine = shops.json<{ shops: Shop[] }>().shops.find((s) => s.id === shop.id)!;
    expect(mine.status).toBe('connected');
    expect(mine.personal_data_withheld_since).not.toBeNull();
    const orders = await listOrders(t, seller.token, { on_page: 100 });
    expect(orders.items.length).toBeGreaterThanOrEqual(16);
    expect(orders.items.every((o) => o.buyer_name === null)).toBe(true);
  });
});
