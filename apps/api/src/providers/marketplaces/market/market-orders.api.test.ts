import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { sandboxAdapterSettings } from '../../../composition/sandbox-adapter-settings.ts';
import type { MarketplaceOrder, RateWaits, ShopSession } from '../marketplace.ts';
import type { MarketOrder } from './market-order.ts';
import { PROBLEM_TYPE_BASE } from './market-problem.ts';
import { refusal, startMarketKit, type MarketKit } from './market.test-kit.ts';
import { marketMarketplace } from './market.ts';

// Orders from the sandbox through the adapter: a new shop's dozen, the import's pages, its resumption, the market's
// problem details and its rate limit.
let kit: MarketKit;
let session: ShopSession;
let shopId: string;
beforeAll(async () => {
  kit = await startMarketKit();
  const connected = await kit.connect('kyiv-crafts');
  session = connected.session;
  shopId = connected.shop.externalId;
}, 60_000);
afterAll(() => kit.t.close());
// Each test starts with a whole per-token budget: the test clock stands still between calls.
beforeEach(() => kit.nextSecond());

const all = async (modifiedSince: Date | null = null) => {
  const orders: MarketplaceOrder[] = [];
  let cursor: string | null = null;
  do {
    const page = await kit.adapter.listOrders(session, { modifiedSince, cursor });
    orders.push(...page.orders);
    cursor = page.cursor;
  } while (cursor !== null);
  return orders;
};

const addOrders = async (count: number) => {
  const answer = await kit.control(`/shops/${shopId}/orders`, { count });
  expect(answer.status).toBe(201);
  return (await answer.json()) as { count: number; first_number: string; last_number: string };
};

const raw = (order: MarketplaceOrder) => order.raw as MarketOrder;

describe('a new shop’s orders', () => {
  it('come as our orders: a dozen in varied states, money in minor units, the order kept as the market sent it', async () => {
    const orders = await all();
    expect(orders).toHaveLength(12);
    const updated = orders.map((o) => o.updatedAt.getTime());
    expect(updated).toEqual([...updated].sort((a, b) => a - b));
    expect(new Set(orders.map((o) => raw(o).status))).toEqual(
      new Set(['awaiting_payment', 'paid', 'shipped', 'delivered', 'cancelled']),
    );
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(['open', 'shipped', 'completed', 'cancelled']));
    expect(orders.filter((o) => o.paymentStatus === 'unpaid')).toHaveLength(2);
    expect(orders.filter((o) => o.paymentStatus === 'partially_refunded')).toHaveLength(1);
    expect(orders.find((o) => o.status === 'cancelled')).toMatchObject({ paymentStatus: 'refunded', fees: 0 });
    expect(new Set(orders.map((o) => o.shipTo!.country))).toEqual(new Set(['US', 'CA', 'GB', 'DE', 'AU']));
    for (const order of orders) {
      expect(order.currency).toBe('USD');
      expect(order.number).toMatch(/^M-1000\d\d$/);
      expect(order.subtotal - order.discount + order.tax + order.shipping).toBe(order.total);
      expect(order.fees! > 0).toBe(order.paymentStatus === 'paid' || order.paymentStatus === 'partially_refunded');
    }

    const mug = orders.find((o) => o.lines.some((l) => l.personalization))!;
    expect(mug.lines[0]).toMatchObject({ sku: 'MUG-BLUE-01', quantity: 1, price: 2800, variation: 'Color: Blue' });
    expect(mug.buyerNote).toEqual(expect.any(String));
    expect(raw(mug).amounts.total).toBe(mug.total);
    expect(raw(mug).lines[0]!.personalization).toBe(mug.lines[0]!.personalization);
    expect(orders.find((o) => raw(o).gift_message)!.lines[0]!.sku).toBe('SCARF-WOOL-RED');
    expect(orders.find((o) => o.discount > 0)!.lines[0]!.sku).toBe('CANDLE-LAV-200');
    const shirt = orders.find((o) => o.lines.some((l) => l.sku === 'TSHIRT-M-BLK'))!;
    expect(shirt.lines.find((l) => l.sku === 'TSHIRT-M-BLK')!.variation).toBe('Size: M; Color: Black');
  });

  it('reads one order, and says when there is none', async () => {
    const [first] = await all();
    expect(await kit.adapter.order(session, first!.externalId)).toEqual(first);
    const missing = await refusal(kit.adapter.order(session, 'ord_nope'), 'not_found');
    expect(missing).toMatchObject({ status: 404, message: 'No order ord_nope in this shop.' });
  });
});

describe('importing many orders', () => {
  it('pages by an opaque cursor, 200 at a time, and resumes from it', async () => {
    expect(await addOrders(450)).toEqual({ count: 450, first_number: 'M-100013', last_number: 'M-100462' });
    const first = await kit.adapter.listOrders(session, { modifiedSince: null, cursor: null });
    expect(first.orders).toHaveLength(200);
    const second = await kit.adapter.listOrders(session, { modifiedSince: null, cursor: first.cursor });
    expect(second.orders).toHaveLength(200);
    const third = await kit.adapter.listOrders(session, { modifiedSince: null, cursor: second.cursor });
    expect(third.orders).toHaveLength(62);
    expect(third.cursor).toBeNull();
    // A resumed import reads the same page again.
    expect(await kit.adapter.listOrders(session, { modifiedSince: null, cursor: second.cursor })).toEqual(third);
    const ids = [...first.orders, ...second.orders, ...third.orders].map((o) => o.externalId);
    expect(new Set(ids).size).toBe(462);
  });

  it('reads only what changed since the last import, and the cursor keeps that filter', async () => {
    kit.t.clock.advance(3_600_000);
    const since = kit.t.clock.now();
    await addOrders(5);
    const changed = await all(since);
    expect(changed).toHaveLength(5);
    expect(changed.every((o) => o.paymentStatus === 'paid' && o.status === 'open')).toBe(true);

    const token = session.credentials.accessToken;
    const page = async (query: string) =>
      (await (await kit.raw(`/v1/orders?${query}`, { token })).json()) as { data: MarketOrder[]; next_cursor: string };
    const one = await page(`updated_since=${since.toISOString()}&limit=2`);
    const two = await page(`cursor=${one.next_cursor}&limit=2`);
    // An order changed while paging comes again, at the end.
    kit.t.clock.advance(1000);
    await kit.adapter.cancel(session, one.data[0]!.id, 'other');
    const three = await page(`cursor=${two.next_cursor}&limit=2`);
    expect([...one.data, ...two.data, ...three.data].map((o) => o.id)).toEqual([
      ...changed.map((o) => o.externalId),
      one.data[0]!.id,
    ]);
    expect(three.next_cursor).toBeNull();
  });

  it('refuses a bad query with problem details naming the parameter', async () => {
    const token = session.credentials.accessToken;
    const tooMany = await kit.raw('/v1/orders?limit=201', { token });
    expect(tooMany.status).toBe(400);
    expect(tooMany.headers.get('content-type')).toBe('application/problem+json; charset=utf-8');
    expect(await tooMany.json()).toEqual({
      type: `${PROBLEM_TYPE_BASE}invalid-parameter`,
      title: 'A query parameter is invalid',
      status: 400,
      detail: 'limit must be an integer from 1 to 200.',
      errors: [{ parameter: 'limit', code: 'invalid', detail: 'limit must be an integer from 1 to 200.' }],
    });
    const since = await kit.raw('/v1/orders?updated_since=yesterday', { token });
    expect(await since.json()).toMatchObject({ errors: [{ parameter: 'updated_since' }] });
    const forged = await kit.raw('/v1/orders?cursor=bm90LWEtY3Vyc29y', { token });
    expect(await forged.json()).toMatchObject({ errors: [{ parameter: 'cursor' }] });
    const nowhere = await kit.raw('/v1/orders/ord_1/refunds', { token });
    expect(nowhere.status).toBe(404);
    expect(await nowhere.json()).toMatchObject({ type: `${PROBLEM_TYPE_BASE}not-found`, status: 404 });
    const bad = await kit.adapter.listOrders(session, { modifiedSince: null, cursor: 'garbage' }).catch((e) => e);
    expect(bad).toMatchObject({ code: 'invalid', status: 400, message: 'cursor is not one this API issued.' });
  });

  it('keeps its controls to the sandbox app', async () => {
    const anonymous = await kit.raw(`/_sandbox/shops/${shopId}/orders`, { json: { count: 1 } });
    expect(anonymous.status).toBe(401);
    const tooMany = await kit.control(`/shops/${shopId}/orders`, { count: 10_001 });
    expect(tooMany.status).toBe(422);
    expect(await tooMany.json()).toMatchObject({ errors: [{ pointer: '/count' }] });
  });
});

describe('the market’s rate limit', () => {
  const shopCall = () => kit.raw('/v1/me/shop', { token: session.credentials.accessToken });

  it('answers 429 with the IETF headers past 20 a second per token; the adapter waits it out through waits.sleep', async () => {
    for (let i = 0; i < 20; i += 1) {
      const answer = await shopCall();
      expect(answer.status).toBe(200);
      expect(answer.headers.get('ratelimit-policy')).toBe('20;w=1');
      expect(answer.headers.get('ratelimit')).toBe(`limit=20, remaining=${19 - i}, reset=1`);
    }
    const refused = await shopCall();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.headers.get('ratelimit')).toBe('limit=20, remaining=0, reset=1');
    expect(await refused.json()).toEqual({
      type: `${PROBLEM_TYPE_BASE}rate-limited`,
      title: 'Too many requests',
      status: 429,
      detail: 'At most 20 requests a second per access token; retry after 1 s.',
    });
    // Another shop's token has its own budget.
    const other = await kit.connect('other-shop');
    expect((await kit.raw('/v1/me/shop', { token: other.session.credentials.accessToken })).status).toBe(200);

    const waited = kit.waits.waitedMs;
    const page = await kit.adapter.listOrders(session, { modifiedSince: null, cursor: null });
    expect(page.orders).toHaveLength(200);
    expect(kit.waits.waitedMs - waited).toBe(1000);
  });

  it('waits for the reset when the market says none are left, rather than earn a 429', async () => {
    const [order] = (await kit.adapter.listOrders(session, { modifiedSince: null, cursor: null })).orders;
    kit.nextSecond();
    for (let i = 0; i < 19; i += 1) expect((await shopCall()).status).toBe(200);
    const waited = kit.waits.waitedMs;
    const at = kit.t.clock.now().getTime();
    expect(await kit.adapter.order(session, order!.externalId)).toEqual(order);
    expect(kit.waits.waitedMs - waited).toBe(1000);
    expect(kit.t.clock.now().getTime() - at).toBe(1000);
    expect((await shopCall()).status).toBe(200);
  });

  it('gives up with rate_limited when the market keeps refusing', async () => {
    const stuck: RateWaits = { waitedMs: 0, sleep: async (ms) => void (stuck.waitedMs += ms) };
    const adapter = marketMarketplace(
      sandboxAdapterSettings(
        loadConfig({ NODE_ENV: 'test' }, { PUBLIC_URL: kit.base }),
        kit.t.app.sandboxSecrets,
        () => true,
      ),
      { fetch, now: kit.t.clock.now, waits: stuck, publicUrl: kit.base },
      true,
    );
    for (let i = 0; i < 20; i += 1) await shopCall();
    const error = await refusal(adapter.listOrders(session, { modifiedSince: null, cursor: null }), 'rate_limited');
    expect(error).toMatchObject({
      status: 429,
      message: 'At most 20 requests a second per access token; retry after 1 s.',
    });
    expect(stuck.waitedMs).toBe(3000);
  });
});
