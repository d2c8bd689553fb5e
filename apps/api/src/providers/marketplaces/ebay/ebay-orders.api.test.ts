import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal, startSandboxKit, uniqueHandle, type SandboxKit } from '../sandbox.test-kit.ts';
import type { MarketplaceOrder, ShopSession } from '../marketplace.ts';
import type { SandboxDeps } from '../../../sandboxes/marketplace-kit/marketplace-sandbox.ts';
import { shopByExternalId } from '../../../sandboxes/marketplace-kit/store.ts';
import type { EbayOrder } from './ebay-order-mapping.ts';
import { ebayMarketplace } from './ebay.ts';
import { ebaySandbox } from '../../../sandboxes/ebay/sandbox.ts';

// Sell Fulfillment orders and shipping fulfilments, Post-Order cancellations: adapter against sandbox over HTTP.
let kit: SandboxKit;
beforeAll(async () => {
  kit = await startSandboxKit(ebayMarketplace, 'ebay');
}, 60_000);
afterAll(() => kit.t.close());

const everything = { modifiedSince: null, cursor: null };
const raw = (order: MarketplaceOrder) => order.raw as EbayOrder;

const control = async (path: string, init: RequestInit = {}) =>
  fetch(`${kit.base}/api/sandbox/ebay/_sandbox/users/${path}`, {
    ...init,
    headers: { 'api-key': await kit.sellerToken(), 'content-type': 'application/json' },
  });
const sellApi = (session: ShopSession, path: string) =>
  fetch(`${kit.base}/api/sandbox/ebay/sell/fulfillment/v1${path}`, {
    headers: { authorization: `Bearer ${session.credentials.accessToken}` },
  });

async function openAccount(prefix: string) {
  const connected = await kit.connect(uniqueHandle(prefix));
  const { orders } = await kit.adapter.listOrders(connected.session, everything);
  const deps: SandboxDeps = { ...kit.t.app.sandboxDeps, publicUrl: kit.base };
  const user = (await shopByExternalId(kit.t.database.db, 'ebay', connected.shop.externalId))!;
  /** A new order from the sandbox's life, paid now. */
  const newOrder = async () => {
    const id = await ebaySandbox.addOrder(deps, user, kit.t.clock.now());
    return kit.adapter.order(connected.session, id);
  };
  return { ...connected, orders, newOrder };
}

describe('eBay orders', () => {
  it('opens an account with a dozen orders in the Fulfillment API’s shape, with fees, variations and notes', async () => {
    const { orders } = await openAccount('dozen.orders');
    expect(orders).toHaveLength(12);
    const count = (pick: (o: MarketplaceOrder) => string) =>
      orders.reduce<Record<string, number>>((n, o) => ({ ...n, [pick(o)]: (n[pick(o)] ?? 0) + 1 }), {});
    expect(count((o) => o.status)).toEqual({ open: 9, shipped: 2, cancelled: 1 });
    expect(count((o) => o.paymentStatus)).toEqual({ paid: 9, refunded: 1, unpaid: 2 });
    for (const order of orders) {
      expect(order.number).toMatch(/^\d{2}-\d{5}-\d{5}$/);
      expect(order.total).toBe(order.subtotal - order.discount + order.shipping + order.tax);
      expect(order.fees).toBe(Math.round(order.total * 0.1325) + 30);
      expect(order.buyerEmail).toMatch(/@members\.ebay\.com$/);
      expect(order.shipTo?.country).toMatch(/^(US|CA|GB|DE|AU)$/);
    }
    expect(orders.map((o) => o.buyerNote).filter(Boolean)).toEqual([
      'Personalization: please paint the name "Olha" on the mug.',
      'It is a gift — please leave the receipt out and add a card saying "Happy birthday, Mom!"',
    ]);
    // Each listing's variation aspects, as "name: value" pairs; none for a listing without variations.
    const variations: Record<string, string | null> = {
      'MUG-BLUE-01': 'Color: Cobalt Blue',
      'TSHIRT-M-BLK': 'Size: M; Color: Black',
      'SCARF-WOOL-RED': 'Color: Red',
      'CANDLE-LAV-200': null,
      'POSTER-A3-KYIV': 'Size: A3',
      'PYSANKA-VINT-01': null,
    };
    for (const line of orders.flatMap((o) => o.lines)) expect(line.variation).toBe(variations[line.sku!]);
    expect(orders.some((o) => raw(o).lineItems[0]!.soldFormat === 'AUCTION')).toBe(true);
    expect(raw(orders[0]!).pricingSummary.total).toEqual({
      value: expect.stringMatching(/^\d+\.\d{2}$/),
      currency: 'USD',
    });
  });

  it('pages by offset with eBay’s next link (resumable) and selects by lastmodifieddate', async () => {
    const { session, shop } = await kit.connect(uniqueHandle('bulk.seller'));
    const created = await control(`${shop.externalId}/orders`, {
      method: 'POST',
      body: JSON.stringify({ count: 250 }),
    });
    expect(created.status).toBe(201);
    const first = await kit.adapter.listOrders(session, everything);
    expect([first.orders.length, first.cursor]).toEqual([200, 'limit=200&offset=200']);
    const second = await kit.adapter.listOrders(session, { modifiedSince: null, cursor: first.cursor });
    expect([second.orders.length, second.cursor]).toEqual([62, null]);
    expect(new Set([...first.orders, ...second.orders].map((o) => o.externalId)).size).toBe(262);
    const again = await kit.adapter.listOrders(session, { modifiedSince: null, cursor: first.cursor });
    expect(again.orders.map((o) => o.externalId)).toEqual(second.orders.map((o) => o.externalId));

    const since = new Date(kit.t.clock.now().getTime() - 5 * 86_400_000);
    const recent = await kit.adapter.listOrders(session, { modifiedSince: since, cursor: null });
    expect(recent.orders.length).toBeGreaterThan(0);
    expect(recent.orders.every((o) => o.updatedAt >= since)).toBe(true);
    const page = await sellApi(session, '/order?limit=2&offset=2');
    expect(await page.json()).toMatchObject({
      total: 262,
      limit: 2,
      offset: 2,
      href: expect.any(String),
      next: expect.any(String),
      prev: expect.any(String),
    });
    const tooBig = await sellApi(session, '/order?limit=1001');
    expect([tooBig.status, ((await tooBig.json()) as { errors: unknown[] }).errors]).toEqual([
      400,
      [
        {
          errorId: 30700,
          domain: 'API_FULFILLMENT',
          category: 'REQUEST',
          message: 'Invalid limit. Supported range is 1 to 1000.',
        },
      ],
    ]);
    const badFilter = await sellApi(session, '/order?filter=buyer:[x..]');
    expect(badFilter.status).toBe(400);
  });

  it('answers 429 with eBay’s error and Retry-After once the calls are spent; the adapter waits and goes on', async () => {
    const { session } = await kit.connect(uniqueHandle('ratelimited'));
    const now = () => kit.t.clock.now();
    for (let i = 0; i < 5; i += 1) await kit.adapter.listOrders(session, { modifiedSince: now(), cursor: null });
    const spent = await sellApi(session, '/order');
    expect([spent.status, spent.headers.get('retry-after'), await spent.json()]).toEqual([
      429,
      '60',
      {
        errors: [
          {
            errorId: 2001,
            domain: 'ACCESS',
            category: 'REQUEST',
            message: 'Too many requests. The request limit has been reached for the resource.',
          },
        ],
      },
    ]);
    const waited = kit.waits.waitedMs;
    await kit.adapter.listOrders(session, { modifiedSince: now(), cursor: null });
    expect(kit.waits.waitedMs - waited).toBe(60_000);
  });

  it('creates shipping fulfilments with eBay carrier codes (201 + Location) and refuses what eBay refuses', async () => {
    const { session, orders } = await openAccount('shipper');
    const paid = orders.filter(
      (o) => raw(o).orderPaymentStatus === 'PAID' && raw(o).orderFulfillmentStatus === 'NOT_STARTED',
    );
    const [usps, ukr] = paid.filter((o) => o.lines.length === 1) as [MarketplaceOrder, MarketplaceOrder];
    const twoLines = paid.find((o) => o.lines.length === 2)!;
    const push = (order: MarketplaceOrder, carrier: string, over: Record<string, unknown> = {}) =>
      kit.adapter.pushTracking(session, order.externalId, {
        trackingNumber: `9400${order.externalId.replaceAll('-', '')}`,
        carrierCode: kit.adapter.carrierCodeFor(carrier) ?? '',
        carrierName: carrier,
        trackingUrl: null,
        lines: order.lines.map((l) => ({ externalId: l.externalId, quantity: l.quantity })),
        ...over,
      });

    expect(['usps', 'FedEx', 'royal-mail', 'ukrposhta', 'nova-poshta', ''].map(kit.adapter.carrierCodeFor)).toEqual([
      'USPS',
      'FedEx',
      'RoyalMail',
      'Other',
      'Other',
      null,
    ]);
    await push(usps, 'usps');
    expect((await kit.adapter.order(session, usps.externalId)).status).toBe('shipped');
    const listed = await sellApi(session, `/order/${usps.externalId}/shipping_fulfillment`);
    expect(await listed.json()).toMatchObject({
      total: 1,
      fulfillments: [{ fulfillmentId: `9400${usps.externalId.replaceAll('-', '')}`, shippingCarrierCode: 'USPS' }],
    });
    await push(ukr, 'Ukrposhta');
    expect(raw(await kit.adapter.order(session, ukr.externalId)).fulfillmentHrefs).toEqual([
      `${kit.base}/api/sandbox/ebay/sell/fulfillment/v1/order/${ukr.externalId}/shipping_fulfillment/9400${ukr.externalId.replaceAll('-', '')}`,
    ]);

    const [first, second] = twoLines.lines as [MarketplaceOrder['lines'][0], MarketplaceOrder['lines'][0]];
    await push(twoLines, 'ups', { lines: [{ externalId: first.externalId, quantity: first.quantity }] });
    expect(raw(await kit.adapter.order(session, twoLines.externalId)).orderFulfillmentStatus).toBe('IN_PROGRESS');
    const unpaid = orders.find((o) => o.paymentStatus === 'unpaid')!;
    // Each call starts only when its turn comes: a refusal made earlier would reject before anyone awaits it.
    const refusals: Array<[() => Promise<void>, string, string]> = [
      [
        () => push(twoLines, 'Ukrposhta', { carrierCode: 'Ukrposhta', trackingNumber: 'UKR12345' }),
        'invalid',
        'Invalid shipping carrier code: Ukrposhta',
      ],
      [() => push(twoLines, 'ups', { trackingNumber: '1Z-??' }), 'invalid', 'Invalid tracking number'],
      [
        () =>
          push(twoLines, 'ups', { trackingNumber: 'OTHER1', lines: [{ externalId: first.externalId, quantity: 1 }] }),
        'invalid',
        `Line item ${first.externalId} is already fulfilled.`,
      ],
      [() => push(unpaid, 'usps'), 'invalid', 'The order is not paid yet.'],
      [() => push({ ...usps, externalId: '01-00000-00000' }, 'usps'), 'not_found', 'Invalid order ID: 01-00000-00000'],
    ];
    for (const [call, code, message] of refusals) {
      expect(await refusal(call()).then((e) => [e.code, e.message])).toEqual([code, message]);
    }
    await push(twoLines, 'ups', {
      trackingNumber: 'SECOND1',
      lines: [{ externalId: second.externalId, quantity: second.quantity }],
    });
    expect((await kit.adapter.order(session, twoLines.externalId)).status).toBe('shipped');
  });

  it('cancels through Post-Order only in the first hour and before shipping, with a seller’s reason', async () => {
    const { session, shop, orders, newOrder } = await openAccount('canceller');
    expect(kit.adapter.cancelReasons).toEqual([
      'OUT_OF_STOCK_OR_CANNOT_FULFILL',
      'BUYER_ASKED_CANCEL',
      'ADDRESS_ISSUES',
    ]);
    const fresh = await newOrder();
    expect(fresh).toMatchObject({ status: 'open', paymentStatus: 'paid' });
    await kit.adapter.cancel(session, fresh.externalId, 'BUYER_ASKED_CANCEL');
    expect(await kit.adapter.order(session, fresh.externalId)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
    });
    const actions = await control(`${shop.externalId}/orders/${fresh.externalId}/actions`);
    expect(((await actions.json()) as { actions: Array<{ action: string }> }).actions.map((a) => a.action)).toEqual([
      'cancel',
    ]);

    const shipped = await newOrder();
    await kit.adapter.pushTracking(session, shipped.externalId, {
      trackingNumber: '9400111899223344556677',
      carrierCode: 'USPS',
      carrierName: 'usps',
      trackingUrl: null,
      lines: shipped.lines.map((l) => ({ externalId: l.externalId, quantity: l.quantity })),
    });
    const late = await newOrder();
    kit.t.clock.advance(61 * 60_000);
    const cases: Array<[string, string, string]> = [
      [fresh.externalId, 'cancel_refused', 'CANCELLATION_EXIST, CANCEL_WINDOW_ELAPSED'],
      [shipped.externalId, 'cancel_refused', 'ALREADY_SHIPPED, CANCEL_WINDOW_ELAPSED'],
      [late.externalId, 'cancel_refused', 'CANCEL_WINDOW_ELAPSED'],
      [
        orders.find((o) => raw(o).orderFulfillmentStatus === 'NOT_STARTED' && o.paymentStatus === 'paid')!.externalId,
        'cancel_refused',
        'CANCEL_WINDOW_ELAPSED',
      ],
      ['01-00000-00000', 'not_found', 'Invalid order ID: 01-00000-00000'],
    ];
    for (const [id, code, message] of cases) {
      const error = await refusal(kit.adapter.cancel(session, id, 'OUT_OF_STOCK_OR_CANNOT_FULFILL'));
      expect([error.code, error.message]).toEqual([code, message]);
    }
    expect((await refusal(kit.adapter.cancel(session, late.externalId, 'NO_INVENTORY'))).code).toBe('invalid');
  });

  it('lists a new order from the sandbox’s life at once, and guards its own controls', async () => {
    const { session, newOrder, shop } = await openAccount('alive.seller');
    const since = kit.t.clock.now();
    const fresh = await newOrder();
    const { orders } = await kit.adapter.listOrders(session, { modifiedSince: since, cursor: null });
    expect(orders.map((o) => o.externalId)).toEqual([fresh.externalId]);
    const anonymous = await fetch(`${kit.base}/api/sandbox/ebay/_sandbox/users/${shop.externalId}/orders`, {
      method: 'POST',
    });
    expect(anonymous.status).toBe(401);
    const tooMany = await control(`${shop.externalId}/orders`, {
      method: 'POST',
      body: JSON.stringify({ count: 10_001 }),
    });
    expect(tooMany.status).toBe(400);
  });
});
