import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '@cabinet/contracts/auth';
import { salesApi } from '@cabinet/contracts/order-sales';
import { ordersApi } from '@cabinet/contracts/orders';
import { marketplaceWebhooksApi, shopsApi } from '@cabinet/contracts/shops';
import { createTestApp, registerSeller, type TestApp } from '../../../test/app.ts';
import { connectShop } from '../shops/shops.test-kit.ts';
import { buyerOrders, getOrder, listOrders } from './orders.test-kit.ts';

// Marketplace orders imported from the Etsy sandbox this server serves, and what a seller does with them.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { listen: true });
}, 60_000);
afterAll(() => t.close());

describe('the import', () => {
  it('brings every order once, however often it runs or races', async () => {
    const seller = await registerSeller(t);
    const shop = await connectShop(t, seller.token, 'etsy', 'ImportShop');
    const first = await listOrders(t, seller.token, { on_page: 100 });
    expect(first.total).toBeGreaterThan(5);
    const importer = t.app.services.orders.importer;
    const runs = await Promise.all([importer.sync(shop.id), importer.sync(shop.id), importer.sync(shop.id)]);
    expect(runs.filter((r) => r.outcome === 'done').length).toBeGreaterThanOrEqual(1);
    expect(runs.every((r) => r.outcome === 'done' || r.outcome === 'busy')).toBe(true);
    expect((await listOrders(t, seller.token, { on_page: 100 })).total).toBe(first.total);
  });

  it('takes a new order by the marketplace push (Etsy order.paid), verified, without waiting for a run', async () => {
    const seller = await registerSeller(t);
    const shop = await connectShop(t, seller.token, 'etsy', 'PushShop');
    const before = (await listOrders(t, seller.token)).total;
    const receipt = await buyerOrders(t, shop.id);
    const after = await listOrders(t, seller.token, { q: receipt });
    expect(after.items).toEqual([expect.objectContaining({ external_id: receipt, payment_status: 'paid' })]);
    expect((await listOrders(t, seller.token)).total).toBe(before + 1);
  });

  it('refuses a forged push and changes nothing', async () => {
    const res = await t.call(marketplaceWebhooksApi.receive, {
      params: { type: 'etsy' },
      headers: {
        'content-type': 'application/json',
        'webhook-id': 'msg_forged',
        'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
        'webhook-signature': 'v1,bm90IGEgc2lnbmF0dXJl',
      },
      payload: JSON.stringify({ event_type: 'order.paid', shop_id: 1, resource_url: 'x' }),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'webhook_signature_invalid' });
  });

  it('refuses a signed push holding text no field could store (a lone surrogate, a NUL) with 400, changing nothing', async () => {
    const seller = await registerSeller(t);
    await connectShop(t, seller.token, 'etsy', 'SurrogateShop');
    const before = (await listOrders(t, seller.token)).total;
    const signer = new Webhook(t.app.sandboxSecrets.etsy.webhookSecret);
    for (const [id, bad] of [
      ['msg_surrogate', '\\ud800'],
      ['msg_nul', '\\u0000'],
    ] as const) {
      const body = `{"event_type":"order.paid","shop_id":12345,"resource_url":"x${bad}"}`;
      const at = new Date();
      const res = await t.call(marketplaceWebhooksApi.receive, {
        params: { type: 'etsy' },
        headers: {
          'content-type': 'application/json',
          'webhook-id': id,
          'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
          'webhook-signature': signer.sign(id, at, body),
        },
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error', errors: { resource_url: [expect.any(String)] } });
    }
    expect((await listOrders(t, seller.token)).total).toBe(before);
  });

  it('picks up what changed since the last run', async () => {
    const seller = await registerSeller(t);
    const shop = await connectShop(t, seller.token, 'etsy', 'IncrementalShop');
    const before = (await listOrders(t, seller.token)).total;
    t.clock.advance(60_000);
    // Straight into the sandbox shop, as if its push were lost: the next run finds it by modified-since.
    await t.app.services.importRuns.fail(shop.id, {
      code: 'marketplace_unavailable',
      detail: 'test',
      reconnect: false,
    });
    await buyerOrders(t, shop.id);
    const run = await t.app.services.orders.importer.sync(shop.id);
    expect(run.outcome).toBe('done');
    expect((await listOrders(t, seller.token)).total).toBe(before + 1);
  });
});

describe('the list and the order', () => {
  it('filters on the server, pages, and shows another seller nothing', async () => {
    const seller = await registerSeller(t);
    await connectShop(t, seller.token, 'etsy', 'FilterShop');
    const all = await listOrders(t, seller.token, { on_page: 100 });
    const paid = await listOrders(t, seller.token, { payment_status: 'paid', on_page: 100 });
    expect(paid.items.every((o) => o.payment_status === 'paid')).toBe(true);
    expect(paid.total).toBeLessThan(all.total);
    const page = await listOrders(t, seller.token, { on_page: 2, page: 2 });
    expect(page.items).toHaveLength(2);
    expect(page.items[0]!.id).toBe(all.items[2]!.id);
    const sku = (await getOrder(t, seller.token, all.items[0]!.id)).lines[0]!.sku!;
    const bySku = await listOrders(t, seller.token, { q: sku.toLowerCase() });
    expect(bySku.total).toBeGreaterThan(0);
    const newest = all.items[0]!.ordered_at.slice(0, 10);
    const today = await listOrders(t, seller.token, { from: newest, to: newest });
    expect(today.items.every((o) => o.ordered_at.startsWith(newest))).toBe(true);
    expect((await listOrders(t, seller.token, { kind: 'amazon' })).total).toBe(0);
    const stranger = await registerSeller(t);
    expect((await listOrders(t, stranger.token)).total).toBe(0);
    expect((await t.call(ordersApi.get, { params: { id: all.items[0]!.id }, token: stranger.token })).statusCode).toBe(
      404,
    );
    expect((await t.call(ordersApi.list, { query: { from: '2026-02-31' }, token: seller.token })).statusCode).toBe(400);
  });

  it('keeps every §3 field and the marketplace payload', async () => {
    const seller = await registerSeller(t);
    await connectShop(t, seller.token, 'etsy', 'FieldsShop');
    const { items } = await listOrders(t, seller.token, { on_page: 100 });
    const orders = await Promise.all(items.map((o) => getOrder(t, seller.token, o.id)));
    const order = orders[0]!;
    expect(order.internal_number).toMatch(/^ET-\d{6}$/);
    expect(order.fees).toBeNull();
    expect(order.raw).toMatchObject({ receipt_id: Number(order.external_id) });
    expect(orders.some((o) => o.lines.some((l) => l.personalization))).toBe(true);
    expect(orders.some((o) => o.lines.some((l) => l.variation))).toBe(true);
    expect(orders.some((o) => o.buyer_note)).toBe(true);
    expect(order.cancel_reasons).toEqual([]);
  });

  it('keeps the seller’s note; the CRM starts its 30-day trial on first use and then stops', async () => {
    const seller = await registerSeller(t);
    await connectShop(t, seller.token, 'etsy', 'CrmShop');
    const [first] = (await listOrders(t, seller.token)).items;
    let token = seller.token;
    const patch = (payload: object) => t.call(ordersApi.update, { params: { id: first!.id }, token, body: payload });
    expect((await patch({ seller_note: 'Wrap as a gift' })).json()).toMatchObject({ seller_note: 'Wrap as a gift' });
    expect((await t.call(salesApi.crm, { token: seller.token })).json()).toMatchObject({
      state: 'not_started',
    });
    expect((await patch({ crm_status: 'packed', tags: ['vip'] })).json()).toMatchObject({
      crm_status: 'packed',
      tags: ['vip'],
    });
    expect((await t.call(salesApi.crm, { token: seller.token })).json()).toMatchObject({
      state: 'trial',
    });
    t.clock.advance(31 * 86_400_000);
    // A month later the seller signs in again.
    const login = await t.call(authApi.login, { body: { login: seller.email, password: seller.password } });
    token = login.json<{ token: string }>().token;
    const ended = await patch({ crm_status: 'done' });
    expect(ended.statusCode, ended.body).toBe(402);
    expect(ended.json()).toMatchObject({ code: 'crm_trial_ended' });
    expect((await patch({ seller_note: 'still mine' })).statusCode).toBe(200);
    t.clock.set(new Date());
  });
});

describe('tracks and cancels', () => {
  it('flags a carrier Etsy does not know before sending, and sends a known one', async () => {
    const seller = await registerSeller(t);
    await connectShop(t, seller.token, 'etsy', 'TrackShop');
    const open = (await listOrders(t, seller.token, { unshipped: 'true', payment_status: 'paid' })).items[0]!;
    const put = (payload: object) =>
      t.call(ordersApi.setTrack, { params: { id: open.id }, token: seller.token, payload });
    const unknown = await put({ track_numbers: ['RB123456785UA'], carrier: 'pigeon-post' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'carrier_unknown_to_marketplace' });
    const sent = await put({ track_numbers: ['RB123456785UA'], carrier: 'ukrposhta' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ track: { state: 'sent', numbers: ['RB123456785UA'], carrier: 'ukrposhta' } });
    const refreshed = await t.app.services.orders.importer.sync(open.shop_id);
    expect(refreshed.outcome).toBe('done');
    expect((await getOrder(t, seller.token, open.id)).status).not.toBe('open');
    const bad = await put({ track_numbers: ['no spaces allowed'], carrier: 'ukrposhta' });
    expect(bad.statusCode).toBe(400);
  });

  it('says Etsy does not allow cancelling through its API', async () => {
    const seller = await registerSeller(t);
    await connectShop(t, seller.token, 'etsy', 'CancelShop');
    const [order] = (await listOrders(t, seller.token, { status: 'open' })).items;
    const res = await t.call(ordersApi.cancel, {
      params: { id: order!.id },
      token: seller.token,
      lang: 'uk',
      body: { reason: 'CUSTOMER' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'cancel_not_supported' });
  });

  it('a shop Etsy withdrew tracking from gets a clear refusal, and the shop shows it', async () => {
    const seller = await registerSeller(t);
    const shop = await connectShop(t, seller.token, 'etsy', 'RestrictedShop');
    const [order] = (await listOrders(t, seller.token, { status: 'open' })).items;
    const res = await t.call(ordersApi.setTrack, {
      params: { id: order!.id },
      token: seller.token,
      body: { track_numbers: ['RB123456785UA'], carrier: 'ukrposhta' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'tracking_not_permitted' });
    const shops = await t.call(shopsApi.list, { token: seller.token });
    expect(shops.json<{ shops: Array<{ id: number; tracking_permitted: boolean }> }>().shops).toEqual([
      expect.objectContaining({ id: shop.id, tracking_permitted: false }),
    ]);
  });
});
