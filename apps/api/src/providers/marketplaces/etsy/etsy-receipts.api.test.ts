import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { sandboxAdapterSettings } from '../../../composition/sandbox-adapter-settings.ts';
import type { MarketplaceOrder, RateWaits, ShopSession } from '../marketplace.ts';
import type { EtsyReceipt } from './etsy-receipt.ts';
import { refusal, startEtsyKit, type EtsyKit } from './etsy.test-kit.ts';
import { etsyMarketplace } from './etsy.ts';

// Receipts from the sandbox through the adapter: the import's pages, its resumption, Etsy's keys and quotas.
let kit: EtsyKit;
let session: ShopSession;
let shopId: string;
beforeAll(async () => {
  kit = await startEtsyKit();
  const connected = await kit.connect('KyivCrafts');
  session = connected.session;
  shopId = connected.shop.externalId;
}, 60_000);
afterAll(() => kit.t.close());

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
  const answer = await kit.raw(`/_sandbox/shops/${shopId}/orders`, { method: 'POST', body: { count } });
  expect(answer.status).toBe(201);
};

describe('a new shop’s receipts', () => {
  it('come as our orders: a dozen in varied states, money in minor units, the receipt kept as Etsy sent it', async () => {
    const orders = await all();
    expect(orders).toHaveLength(12);
    const updated = orders.map((o) => o.updatedAt.getTime());
    expect(updated).toEqual([...updated].sort((a, b) => a - b));
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(['open', 'shipped', 'cancelled']));
    expect(orders.filter((o) => o.paymentStatus === 'unpaid')).toHaveLength(3);
    expect(new Set(orders.map((o) => o.shipTo!.country))).toEqual(new Set(['US', 'CA', 'GB', 'DE', 'AU']));
    for (const order of orders) {
      expect(order.currency).toBe('USD');
      expect(order.fees).toBeNull();
      expect(order.subtotal - order.discount + order.tax + order.shipping).toBe(order.total);
    }

    const mug = orders.find((o) => o.lines.some((l) => l.personalization))!;
    expect(mug.lines[0]).toMatchObject({
      sku: 'MUG-BLUE-01',
      quantity: 1,
      price: 2800,
      variation: 'Primary color: Blue',
    });
    expect(mug.buyerNote).toEqual(expect.any(String));
    const raw = mug.raw as EtsyReceipt;
    expect(raw.grandtotal).toEqual({ amount: mug.total, divisor: 100, currency_code: 'USD' });
    expect(raw.transactions[0]!.variations).toContainEqual(
      // Named after the seller's question and marked with its id, as the current definition has it.
      expect.objectContaining({
        formatted_name: 'Name or date to engrave',
        formatted_value: mug.lines[0]!.personalization,
        question_id: expect.any(Number),
      }),
    );
    expect(mug.number).toBe(String(raw.receipt_id));

    const gift = orders.find((o) => (o.raw as EtsyReceipt).is_gift)!;
    expect((gift.raw as EtsyReceipt).gift_message).toEqual(expect.any(String));
    const coupon = orders.find((o) => o.discount > 0)!;
    expect(coupon.lines[0]!.sku).toBe('CANDLE-LAV-200');
  });

  it('reads one receipt, and says when there is none', async () => {
    const [first] = await all();
    expect(await kit.adapter.order(session, first!.externalId)).toEqual(first);
    const missing = await refusal(kit.adapter.order(session, '1234'), 'not_found');
    expect(missing.message).toBe(
      `Could not find a Shop Receipt with receipt_id = 1234 associated with shop_id = ${shopId}.`,
    );
  });

  it('hides the address of a shop Etsy has restricted, as Etsy withdraws it', async () => {
    const restricted = await kit.connect('RestrictedMugs');
    const { orders } = await kit.adapter.listOrders(restricted.session, { modifiedSince: null, cursor: null });
    expect(orders.length).toBe(12);
    for (const order of orders) {
      expect(order.shipTo).toBeNull();
      expect((order.raw as EtsyReceipt).first_line).toBeNull();
      expect(order.buyerName).toEqual(expect.any(String));
    }
  });
});

describe('importing many receipts', () => {
  it('pages by offset, 100 at a time, and resumes from the cursor', async () => {
    await addOrders(250);
    const first = await kit.adapter.listOrders(session, { modifiedSince: null, cursor: null });
    expect(first.orders).toHaveLength(100);
    expect(first.cursor).toBe('100');
    const second = await kit.adapter.listOrders(session, { modifiedSince: null, cursor: first.cursor });
    expect(second.cursor).toBe('200');
    const third = await kit.adapter.listOrders(session, { modifiedSince: null, cursor: second.cursor });
    expect(third.orders).toHaveLength(62);
    expect(third.cursor).toBeNull();
    // A resumed import reads the same page again.
    expect(await kit.adapter.listOrders(session, { modifiedSince: null, cursor: '200' })).toEqual(third);
    const ids = [...first.orders, ...second.orders, ...third.orders].map((o) => o.externalId);
    expect(new Set(ids).size).toBe(262);
  });

  it('reads only what changed since the last import (min_last_modified)', async () => {
    kit.t.clock.advance(3_600_000);
    // A backlog of 5 is placed a minute apart, the newest now: the last 3 changed within these 3 minutes.
    const since = new Date(kit.t.clock.now().getTime() - 2 * 60_000);
    await addOrders(5);
    const changed = await all(since);
    expect(changed).toHaveLength(3);
    expect(changed.every((o) => o.paymentStatus === 'paid' && o.status === 'open')).toBe(true);
  });
});

describe('Etsy’s keys and errors', () => {
  it('refuses a key without its shared secret, and v2', async () => {
    const bare = await kit.raw(`/v3/application/shops/${shopId}/receipts`, {
      apiKey: kit.t.app.sandboxSecrets.etsy.keystring,
    });
    expect(bare.status).toBe(403);
    expect(await bare.json()).toEqual({ error: 'Shared secret is required in x-api-key header.' });
    const wrong = await kit.raw('/v3/application/openapi-ping', {
      apiKey: `${kit.t.app.sandboxSecrets.etsy.keystring}:nope`,
    });
    expect(wrong.status).toBe(403);
    const v2 = await kit.raw(`/v2/shops/${shopId}/receipts`);
    expect(v2.status).toBe(410);
    expect(await v2.json()).toMatchObject({ error: 'API v2 deprecated.' });
  });

  it('refuses a bad bearer and a bad query in Etsy’s words', async () => {
    kit.nextSecond();
    const unknown = await kit.raw(`/v3/application/shops/${shopId}/receipts`, { token: '123.nope' });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual({ error: 'invalid_token', error_description: 'access token is invalid' });
    const tooMany = await kit.raw(`/v3/application/shops/${shopId}/receipts?limit=101`, {
      token: session.credentials.accessToken,
    });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toEqual({ error: expect.stringContaining("'limit'") });
  });
});

describe('Etsy’s rate limit', () => {
  const ping = () => kit.raw('/v3/application/openapi-ping');

  it('answers 429 with the real headers past 10 a second; the adapter waits it out through waits.sleep', async () => {
    kit.nextSecond();
    for (let i = 0; i < 10; i += 1) expect((await ping()).status).toBe(200);
    const refused = await ping();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: 'Exceeded per second rate limit' });
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.headers.get('x-limit-per-second')).toBe('10');
    expect(refused.headers.get('x-remaining-this-second')).toBe('0');
    expect(refused.headers.get('x-limit-per-day')).toBe('10000');
    expect(Number(refused.headers.get('x-remaining-today'))).toBeLessThan(10_000);

    const waited = kit.waits.waitedMs;
    const page = await kit.adapter.listOrders(session, { modifiedSince: null, cursor: null });
    expect(page.orders).toHaveLength(100);
    expect(kit.waits.waitedMs - waited).toBe(1000);
  });

  it('waits for the next second when Etsy says none are left this second, rather than earn a 429', async () => {
    kit.nextSecond();
    for (let i = 0; i < 9; i += 1) expect((await ping()).status).toBe(200);
    const waited = kit.waits.waitedMs;
    const at = kit.t.clock.now().getTime();
    await kit.adapter.listOrders(session, { modifiedSince: null, cursor: null });
    expect(kit.waits.waitedMs - waited).toBe(1000 - (at % 1000));
    expect((await ping()).status).toBe(200);
  });

  it('gives up with rate_limited when Etsy keeps refusing', async () => {
    const stuck: RateWaits = { waitedMs: 0, sleep: async (ms) => void (stuck.waitedMs += ms) };
    const adapter = etsyMarketplace(
      sandboxAdapterSettings(
        loadConfig({ NODE_ENV: 'test' }, { PUBLIC_URL: kit.base }),
        kit.t.app.sandboxSecrets,
        () => true,
      ),
      { fetch, now: kit.t.clock.now, waits: stuck, publicUrl: kit.base },
      true,
    );
    kit.nextSecond();
    for (let i = 0; i < 10; i += 1) await ping();
    const error = await refusal(adapter.listOrders(session, { modifiedSince: null, cursor: null }), 'rate_limited');
    expect(error.status).toBe(429);
    expect(stuck.waitedMs).toBe(3000);
  });
});
