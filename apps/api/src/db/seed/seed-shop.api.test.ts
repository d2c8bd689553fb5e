import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerSeller, type TestApp } from '../../../test/app.ts';
import { DEMO_SELLER } from './seed.ts';
import { DEMO_ETSY_SHOP, seedDemoShop } from './seed-shop.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

describe('the demo seller’s shop', () => {
  it('is an Etsy sandbox shop connected through its consent page, with its orders, and is connected once', async () => {
    const demo = await registerSeller(t, { email: DEMO_SELLER.email });
    expect(await seedDemoShop(t.app)).toBe(true);
    await t.app.services.orders.importer.settled();
    const shops = await t.request({ method: 'GET', url: '/api/shops', token: demo.token });
    expect(shops.json()).toMatchObject({
      shops: [{ kind: 'etsy', name: DEMO_ETSY_SHOP, status: 'connected', sync_state: 'idle' }],
    });
    const orders = await t.request({ method: 'GET', url: '/api/orders', token: demo.token });
    expect(orders.json<{ total: number }>().total).toBeGreaterThan(5);
    expect(await seedDemoShop(t.app)).toBe(false);
  });
});
