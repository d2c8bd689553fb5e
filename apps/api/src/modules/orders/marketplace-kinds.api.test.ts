import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesApi } from '@cabinet/contracts/order-sales';
import { type Order, ordersApi, type SalesStats } from '@cabinet/contracts/orders';
import type { ShopKind } from '@cabinet/contracts/shops';
import { createTestApp, registerSeller, type TestApp } from '../../../test/app.ts';
import { connectShop } from '../shops/shops.test-kit.ts';
import { getOrder, listOrders } from './orders.test-kit.ts';

// Every kind of shop through the same cabinet: connected at its sandbox, its orders imported, a track and a cancel
// sent by that marketplace's rules (Amazon has no cancel in its API) (each adapter's own cases are in providers/marketplaces/<kind>).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const HANDLES: Record<Exclude<ShopKind, 'etsy'>, string> = {
  shopify: 'kinds-shop',
  amazon: 'Kinds Store',
  ebay: 'kinds.seller',
  market: 'kinds-market',
};

describe.each(Object.entries(HANDLES) as Array<[Exclude<ShopKind, 'etsy'>, string]>)('%s', (kind, handle) => {
  it('connects, imports, sends a track, and cancels by its rules', async () => {
    const seller = await registerSeller(t);
    const shop = await connectShop(t, seller.token, kind, handle);
    expect(shop).toMatchObject({ kind, status: 'connected', configured: true });
    // Amazon lists an order two minutes after its last change, as Amazon does.
    t.clock.advance(3 * 60_000);
    await t.app.services.orders.importer.sync(shop.id);
    const open = await listOrders(t, seller.token, { kind, unshipped: 'true', payment_status: 'paid', on_page: 100 });
    expect(open.total, `${kind} open paid orders`).toBeGreaterThan(1);
    const [first, second] = open.items;

    const tracked = await t.call(ordersApi.setTrack, {
      params: { id: first!.id },
      token: seller.token,
      body: { track_numbers: ['RB123456785UA'], carrier: 'ukrposhta' },
    });
    const cancel = (id: number, reason: string) =>
      t.call(ordersApi.cancel, { params: { id }, token: seller.token, body: { reason } });
    expect(tracked.statusCode, tracked.body).toBe(200);
    expect(tracked.json<Order>().track).toMatchObject({ state: 'sent', carrier: 'ukrposhta' });

    const order = await getOrder(t, seller.token, second!.id);
    if (kind === 'amazon') {
      // Amazon's published models have no cancel: the seller cancels in Seller Central, and the cabinet says so.
      expect(order.cancel_reasons).toEqual([]);
      const refused = await cancel(order.id, 'NO_INVENTORY');
      expect([refused.statusCode, refused.json().code]).toEqual([409, 'cancel_not_supported']);
      return;
    }
    expect(order.cancel_reasons.length).toBeGreaterThan(0);
    const cancelled = await cancel(order.id, order.cancel_reasons[0]!);
    if (kind === 'ebay' && cancelled.statusCode === 409) {
      // eBay cancels only within the first hour after purchase.
      expect(cancelled.json()).toMatchObject({ code: 'cancel_refused' });
    } else {
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json<Order>().status).toBe('cancelled');
      expect((await cancel(order.id, order.cancel_reasons[0]!)).json()).toMatchObject({
        code: 'order_cancelled',
      });
    }
    const unknownReason = await cancel(first!.id, 'BECAUSE');
    expect(unknownReason.statusCode).toBe(400);
  });
});

describe('"My sales"', () => {
  it('counts orders and revenue of the last 30 days against the 30 before, per shop', async () => {
    const seller = await registerSeller(t);
    const shop = await connectShop(t, seller.token, 'shopify', 'kinds-stats');
    const res = await t.call(salesApi.stats, { query: { days: 30 }, token: seller.token });
    expect(res.statusCode, res.body).toBe(200);
    const stats = res.json<SalesStats>();
    const { items } = await listOrders(t, seller.token, { on_page: 100 });
    const since = t.clock.now().getTime() - 30 * 86_400_000;
    const counted = items.filter((o) => o.status !== 'cancelled' && Date.parse(o.ordered_at) >= since);
    expect(stats.current.orders).toBe(counted.length);
    expect(stats.series).toHaveLength(30);
    expect(stats.series.reduce((n, p) => n + p.orders, 0)).toBe(counted.length);
    expect(stats.shops).toEqual([expect.objectContaining({ shop_id: shop.id, current: stats.current })]);
    expect((await t.call(salesApi.stats, { query: { days: 365 }, token: seller.token })).json()).toMatchObject({
      days: 365,
    });
    expect((await t.call(salesApi.stats, { query: { days: 7 }, token: seller.token })).statusCode).toBe(400);
  });
});
