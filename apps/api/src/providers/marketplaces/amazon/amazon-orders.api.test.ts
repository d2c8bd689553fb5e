import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketplaceOrder, ShopSession } from '../marketplace.ts';
import type { SandboxDeps } from '../../../sandboxes/marketplace-kit/marketplace-sandbox.ts';
import { shopByExternalId } from '../../../sandboxes/marketplace-kit/store.ts';
import { amazonMarketplace } from './amazon.ts';
import { refusal, startSandboxKit, uniqueHandle, type SandboxKit } from '../sandbox.test-kit.ts';
import { amazonSandbox } from '../../../sandboxes/amazon/sandbox.ts';

// Orders v0 and confirmShipment: adapter against sandbox over HTTP, with Amazon's usage plans.
let kit: SandboxKit;
beforeAll(async () => {
  kit = await startSandboxKit(amazonMarketplace, 'amazon');
}, 60_000);
afterAll(() => kit.t.close());

const DAY = 86_400_000;
const everything = { modifiedSince: null, cursor: null };
/** getOrderItems restores one call every 2 s: a wait the fake clock takes instead of the test. */
const ITEMS_WAIT_MS = 2_000;

const control = async (path: string, init: RequestInit = {}) =>
  fetch(`${kit.base}/api/sandbox/amazon/_sandbox/sellers/${path}`, {
    ...init,
    headers: { 'api-key': await kit.sellerToken(), 'content-type': 'application/json' },
  });
const spApi = (session: ShopSession, path: string) =>
  fetch(`${kit.base}/api/sandbox/amazon${path}`, {
    headers: { 'x-amz-access-token': session.credentials.accessToken },
  });

type SpApiErrors = { errors: Array<{ code: string }> };
const restrictedDataToken = (token: string, restrictedResources: unknown[]) =>
  fetch(`${kit.base}/api/sandbox/amazon/tokens/2021-03-01/restrictedDataToken`, {
    method: 'POST',
    headers: { 'x-amz-access-token': token, 'content-type': 'application/json' },
    body: JSON.stringify({ restrictedResources }),
  });

async function openStore(prefix: string) {
  const connected = await kit.connect(uniqueHandle(prefix));
  const page = await kit.adapter.listOrders(connected.session, everything);
  const { orders } = page;
  const byStatus = (status: string) =>
    orders.filter((o) => (o.raw as { order: { OrderStatus: string } }).order.OrderStatus === status);
  return { ...connected, orders, byStatus, withheld: page.personalDataWithheld };
}

describe('Amazon orders', () => {
  it('opens a store with a dozen orders in Amazon’s own shape and states, oldest change first', async () => {
    const { orders, byStatus, withheld } = await openStore('dozen');
    expect(orders).toHaveLength(12);
    expect(withheld).toBe(false);
    expect(orders.map((o) => o.updatedAt.getTime())).toEqual(
      orders.map((o) => o.updatedAt.getTime()).sort((a, b) => a - b),
    );
    expect(orders.every((o) => /^\d{3}-\d{7}-\d{7}$/.test(o.number) && o.number === o.externalId)).toBe(true);
    expect(
      [
        byStatus('Unshipped'),
        byStatus('Pending'),
        byStatus('Shipped'),
        byStatus('PartiallyShipped'),
        byStatus('Canceled'),
      ].map((l) => l.length),
    ).toEqual([6, 2, 2, 1, 1]);
    const [pending] = byStatus('Pending') as [MarketplaceOrder];
    // Before payment Amazon shows neither the address nor the items' prices.
    expect([pending.status, pending.paymentStatus, pending.shipTo, pending.subtotal, pending.lines[0]!.price]).toEqual([
      'open',
      'unpaid',
      null,
      0,
      0,
    ]);
    expect(byStatus('Canceled')[0]).toMatchObject({ status: 'cancelled', shipTo: null });
    const paid = byStatus('Unshipped');
    for (const order of [...paid, ...byStatus('Shipped')]) {
      expect(order.total).toBe(order.subtotal + order.shipping + order.tax - order.discount);
      // Placed on Amazon.ca by a Canadian buyer, in Canadian dollars; on Amazon.com in US dollars otherwise.
      expect(order).toMatchObject({
        paymentStatus: 'paid',
        currency: order.shipTo?.country === 'CA' ? 'CAD' : 'USD',
        fees: null,
        buyerEmail: expect.stringMatching(/^[0-9a-f]{15}@marketplace\.amazon\.com$/),
      });
      expect(order.shipTo?.country).toMatch(/^(US|CA|GB|DE|AU)$/);
    }
    expect(paid.find((o) => o.buyerNote)?.buyerNote).toBe('Happy birthday, Mom! With love from Kyiv, Anna');
    expect(paid.flatMap((o) => o.lines).find((l) => l.personalization)?.personalization).toMatch(
      /^https:\/\/.+custom\.zip$/,
    );
    const rawOf = (o: MarketplaceOrder) =>
      o.raw as { order: Record<string, unknown>; items: Record<string, unknown>[] };
    const home = paid.find((o) => o.shipTo?.country !== 'CA')!;
    expect(rawOf(home).order).toMatchObject({ FulfillmentChannel: 'MFN', MarketplaceId: 'ATVPDKIKX0DER' });
    expect(rawOf(home).items[0]!.ItemPrice).toEqual({
      CurrencyCode: 'USD',
      Amount: expect.stringMatching(/^\d+\.\d{2}$/),
    });
    const canadian = paid.find((o) => o.shipTo?.country === 'CA')!;
    expect(rawOf(canadian).order).toMatchObject({
      MarketplaceId: 'A2EUQ1WTGCTBG2',
      SalesChannel: 'Amazon.ca',
      OrderTotal: { CurrencyCode: 'CAD', Amount: expect.stringMatching(/^\d+\.\d{2}$/) },
    });
    // Amazon's buyer pays in the marketplace's currency: there is no other amount to keep.
    expect([canadian.total, canadian.buyerTotal ?? null]).toEqual([expect.any(Number), null]);
    expect(paid[0]!.lines[0]!.sku).toMatch(
      /^(MUG-BLUE-01|TSHIRT-M-BLK|SCARF-WOOL-RED|CANDLE-LAV-200|POSTER-A3-KYIV|MUG-NAME-WHT)$/,
    );
  });

  it('pages by NextToken (resumable), selects by LastUpdatedAfter and waits out getOrderItems’ usage plan', async () => {
    const { session, shop } = await kit.connect(uniqueHandle('bulk'));
    const created = await control(`${shop.externalId}/orders`, {
      method: 'POST',
      body: JSON.stringify({ count: 89 }),
    });
    expect([created.status, ((await created.json()) as { AmazonOrderIds: string[] }).AmazonOrderIds.length]).toEqual([
      201, 89,
    ]);
    const waited = kit.waits.waitedMs;
    const first = await kit.adapter.listOrders(session, everything);
    expect(first.orders).toHaveLength(100);
    expect(first.cursor).not.toBeNull();
    const second = await kit.adapter.listOrders(session, { modifiedSince: null, cursor: first.cursor });
    expect([second.orders.length, second.cursor]).toEqual([1, null]);
    expect(new Set([...first.orders, ...second.orders].map((o) => o.externalId)).size).toBe(101);
    // The same cursor again gives the same page: an import resumes where it stopped.
    const resumed = await kit.adapter.listOrders(session, { modifiedSince: null, cursor: first.cursor });
    expect(resumed.orders.map((o) => o.externalId)).toEqual(second.orders.map((o) => o.externalId));
    // 102 getOrderItems calls after a burst of 30: each of the others waited for one request's worth of rate.
    expect(kit.waits.waitedMs - waited).toBe((102 - 30) * ITEMS_WAIT_MS);

    const since = new Date(kit.t.clock.now().getTime() - 10 * DAY);
    const recent = await kit.adapter.listOrders(session, { modifiedSince: since, cursor: null });
    expect(recent.orders.length).toBeGreaterThan(0);
    expect(recent.orders.every((o) => o.updatedAt >= since)).toBe(true);
    const tooMany = await control(`${shop.externalId}/orders`, {
      method: 'POST',
      body: JSON.stringify({ count: 10_001 }),
    });
    expect(tooMany.status).toBe(400);
  });

  it('answers a 21st getOrders with 429 QuotaExceeded; the adapter waits the rate out through waits.sleep', async () => {
    const { session } = await kit.connect(uniqueHandle('quota'));
    const now = () => kit.t.clock.now();
    for (let i = 0; i < 19; i += 1) await kit.adapter.listOrders(session, { modifiedSince: now(), cursor: null });
    const ok = await spApi(
      session,
      `/orders/v0/orders?MarketplaceIds=ATVPDKIKX0DER&LastUpdatedAfter=${now().toISOString()}`,
    );
    expect([ok.status, ok.headers.get('x-amzn-ratelimit-limit')]).toEqual([200, '0.0167']);
    const throttled = await spApi(
      session,
      `/orders/v0/orders?MarketplaceIds=ATVPDKIKX0DER&LastUpdatedAfter=${now().toISOString()}`,
    );
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('x-amzn-requestid')).toMatch(/^[0-9a-f-]{36}$/);
    expect(throttled.headers.get('x-amzn-ratelimit-limit')).toBeNull();
    expect(await throttled.json()).toEqual({
      errors: [{ code: 'QuotaExceeded', message: 'You exceeded your quota for the requested resource.', details: '' }],
    });
    const waited = kit.waits.waitedMs;
    await kit.adapter.listOrders(session, { modifiedSince: now(), cursor: null });
    expect(kit.waits.waitedMs - waited).toBe(Math.ceil(1000 / 0.0167));
  });

  it("opens the buyer's name, street and e-mail only to a Restricted Data Token issued for that read", async () => {
    const { session, byStatus } = await openStore('personal');
    const [paid] = byStatus('Unshipped') as [MarketplaceOrder];
    // The adapter reads with an RDT: an address a parcel can go to, and the buyer's relay e-mail.
    expect(paid.shipTo?.name).not.toBe('');
    expect(paid.shipTo?.line1).not.toBe('');
    // The plain access token sees only the part of the address that is not personal.
    const plain = (await (await spApi(session, `/orders/v0/orders/${paid.externalId}`)).json()) as {
      payload: { ShippingAddress: Record<string, string>; BuyerInfo: unknown };
    };
    const publicParts = ['City', 'StateOrRegion', 'PostalCode', 'CountryCode'];
    expect(Object.keys(plain.payload.ShippingAddress).every((field) => publicParts.includes(field))).toBe(true);
    expect(plain.payload.ShippingAddress).toHaveProperty('PostalCode');
    expect(plain.payload.BuyerInfo).toEqual({});
    // An RDT opens just the reads it was issued for.
    const items = { method: 'GET', path: '/orders/v0/orders/{orderId}/orderItems', dataElements: ['buyerInfo'] };
    const issued = await restrictedDataToken(session.credentials.accessToken, [items]);
    const { restrictedDataToken: rdt, expiresIn } = (await issued.json()) as {
      restrictedDataToken: string;
      expiresIn: number;
    };
    expect([issued.status, expiresIn, rdt]).toEqual([200, 3600, expect.stringMatching(/^Atz\.sprdt\|/)]);
    const withRdt = (path: string) =>
      fetch(`${kit.base}/api/sandbox/amazon${path}`, { headers: { 'x-amz-access-token': rdt } });
    expect((await withRdt(`/orders/v0/orders/${paid.externalId}/orderItems`)).status).toBe(200);
    const other = await withRdt(`/orders/v0/orders/${paid.externalId}`);
    expect([other.status, ((await other.json()) as SpApiErrors).errors[0]!.code]).toEqual([403, 'Unauthorized']);
    expect((await restrictedDataToken(rdt, [items])).status).toBe(403);
    // Amazon's 400s: an element the operation does not have, an operation that is not restricted.
    const refusals = await Promise.all(
      [
        { ...items, dataElements: ['shippingAddress'] },
        { method: 'POST', path: '/orders/v0/orders/{orderId}/shipmentConfirmation', dataElements: ['buyerInfo'] },
      ].map(async (resource) => {
        const res = await restrictedDataToken(session.credentials.accessToken, [resource]);
        return [res.status, ((await res.json()) as SpApiErrors).errors[0]!.code];
      }),
    );
    expect(refusals).toEqual([
      [400, 'InvalidInput'],
      [400, 'InvalidInput'],
    ]);
  });

  it('imports the orders without personal data when Amazon refuses the app a Restricted Data Token', async () => {
    const { orders, byStatus, withheld } = await openStore('nopii');
    expect(orders).toHaveLength(12);
    expect(withheld).toBe(true);
    const [paid] = byStatus('Unshipped') as [MarketplaceOrder];
    expect(paid.shipTo).toMatchObject({ name: '', line1: '', city: expect.any(String), zip: expect.any(String) });
    expect(paid.buyerEmail).toBeNull();
  });

  it("answers Amazon's error bodies: no MarketplaceIds, no token, an unknown order", async () => {
    const { session } = await kit.connect(uniqueHandle('errors'));
    const missing = await spApi(session, '/orders/v0/orders?LastUpdatedAfter=2026-01-01T00:00:00Z');
    expect([missing.status, await missing.json()]).toEqual([
      400,
      { errors: [{ code: 'InvalidInput', message: 'MarketplaceIds is required.', details: '' }] },
    ]);
    const anonymous = await fetch(`${kit.base}/api/sandbox/amazon/orders/v0/orders?MarketplaceIds=ATVPDKIKX0DER`);
    expect([anonymous.status, await anonymous.json()]).toEqual([
      403,
      { errors: [{ code: 'Unauthorized', message: 'Access to requested resource is denied.', details: '' }] },
    ]);
    expect((await refusal(kit.adapter.order(session, '111-0000000-0000000'))).code).toBe('not_found');
  });

  it('confirms shipments with Amazon carrier codes or Other + our name, and refuses what Amazon refuses', async () => {
    const { session, shop, byStatus } = await openStore('ship');
    const [usps, ukr, twoLines] = byStatus('Unshipped')
      .sort((a, b) => a.lines.length - b.lines.length)
      .slice(-3) as [MarketplaceOrder, MarketplaceOrder, MarketplaceOrder];
    const all = (order: MarketplaceOrder) =>
      order.lines.map((l) => ({ externalId: l.externalId, quantity: l.quantity }));
    const push = (order: MarketplaceOrder, carrier: string, over: Record<string, unknown> = {}) =>
      kit.adapter.pushTracking(session, order.externalId, {
        trackingNumber: `9400${order.externalId.replaceAll('-', '')}`,
        carrierCode: kit.adapter.carrierCodeFor(carrier) ?? '',
        carrierName: carrier,
        trackingUrl: null,
        lines: all(order),
        ...over,
      });

    expect(['usps', 'FedEx', 'royal-mail', 'ukrposhta', 'nova-poshta', ''].map(kit.adapter.carrierCodeFor)).toEqual([
      'USPS',
      'FedEx',
      'Royal Mail',
      'Other',
      'Other',
      null,
    ]);
    await push(usps, 'usps');
    expect((await kit.adapter.order(session, usps.externalId)).status).toBe('shipped');
    await push(ukr, 'Ukrposhta');
    const actions = await control(`${shop.externalId}/orders/${ukr.externalId}/actions`);
    const [logged] = ((await actions.json()) as { actions: Array<{ action: string; body: Record<string, unknown> }> })
      .actions;
    expect(logged).toMatchObject({ action: 'tracking', body: { carrierCode: 'Other', carrierName: 'Ukrposhta' } });

    const [first, second] = twoLines.lines as [MarketplaceOrder['lines'][0], MarketplaceOrder['lines'][0]];
    await push(twoLines, 'ups', { lines: [{ externalId: first.externalId, quantity: first.quantity }] });
    expect((await kit.adapter.order(session, twoLines.externalId)).raw).toMatchObject({
      order: { OrderStatus: 'PartiallyShipped' },
    });

    // Each call starts only when its turn comes: a refusal made earlier would reject before anyone awaits it.
    const refusals: Array<[() => Promise<void>, string, string]> = [
      [() => push(twoLines, 'ups', { carrierCode: '' }), 'invalid', 'carrierCode is required.'],
      [
        () => push(twoLines, 'Meest', { carrierName: '' }),
        'invalid',
        'carrierName is required when carrierCode is Other.',
      ],
      [
        () =>
          push(twoLines, 'ups', { trackingNumber: 'OTHER1', lines: [{ externalId: first.externalId, quantity: 1 }] }),
        'invalid',
        `Order item ${first.externalId} has already been shipped.`,
      ],
      [
        () => push(byStatus('Pending')[0]!, 'usps'),
        'invalid',
        'The order cannot be shipped before its payment is authorized.',
      ],
      [
        () => push({ ...usps, externalId: '111-0000000-0000000' }, 'usps'),
        'not_found',
        'Order 111-0000000-0000000 was not found.',
      ],
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

  it("confirms an Amazon.ca order's shipment in Amazon.ca, where Amazon refuses the store's home marketplace", async () => {
    const { session, orders } = await openStore('ship-ca');
    const canadian = orders.find(
      (o) =>
        o.shipTo?.country === 'CA' && (o.raw as { order: { OrderStatus: string } }).order.OrderStatus === 'Unshipped',
    )!;
    expect(canadian, 'the store has an unshipped Amazon.ca order').toBeDefined();
    const confirm = (marketplaceId: string) =>
      fetch(`${kit.base}/api/sandbox/amazon/orders/v0/orders/${canadian.externalId}/shipmentConfirmation`, {
        method: 'POST',
        headers: { 'x-amz-access-token': session.credentials.accessToken, 'content-type': 'application/json' },
        body: JSON.stringify({
          marketplaceId,
          packageDetail: {
            packageReferenceId: '1',
            carrierCode: 'USPS',
            trackingNumber: 'HOME1',
            shipDate: new Date().toISOString(),
            orderItems: canadian.lines.map((l) => ({ orderItemId: l.externalId, quantity: l.quantity })),
          },
        }),
      });
    const home = await confirm('ATVPDKIKX0DER');
    expect([home.status, ((await home.json()) as SpApiErrors).errors[0]!.code]).toEqual([400, 'InvalidInput']);

    await kit.adapter.pushTracking(session, canadian.externalId, {
      trackingNumber: 'RR123456785UA',
      carrierCode: 'Other',
      carrierName: 'Ukrposhta',
      trackingUrl: null,
      lines: canadian.lines.map((l) => ({ externalId: l.externalId, quantity: l.quantity })),
    });
    expect((await kit.adapter.order(session, canadian.externalId)).status).toBe('shipped');
  });

  it('serves FBA, Amazon Business and replacement orders to a store named for them; FBA ones are not shipped', async () => {
    const { session, orders, byStatus } = await openStore('fba-business-replacement');
    expect(orders).toHaveLength(17);
    const raw = (o: MarketplaceOrder) => (o.raw as { order: Record<string, unknown> }).order;
    const fba = orders.filter((o) => o.fulfilledByMarketplace);
    expect(fba.map((o) => raw(o).FulfillmentChannel)).toEqual(['AFN', 'AFN']);
    expect(orders.filter((o) => raw(o).FulfillmentChannel === 'MFN').every((o) => !o.fulfilledByMarketplace)).toBe(
      true,
    );
    const waiting = fba.find((o) => raw(o).OrderStatus === 'Unshipped')!;
    // Amazon relays no buyer e-mail for the orders it ships itself.
    expect(waiting.buyerEmail).toBeNull();
    const push = {
      trackingNumber: 'RR123456785UA',
      carrierCode: 'Other',
      carrierName: 'Ukrposhta',
      trackingUrl: null,
      lines: waiting.lines.map((l) => ({ externalId: l.externalId, quantity: l.quantity })),
    } as Parameters<typeof kit.adapter.pushTracking>[2];
    expect((await refusal(kit.adapter.pushTracking(session, waiting.externalId, push))).message).toContain(
      'fulfilled by Amazon',
    );

    const business = orders.filter((o) => raw(o).IsBusinessOrder === true);
    expect(business).toHaveLength(2);
    for (const order of business) {
      expect(raw(order)).toMatchObject({
        BuyerInvoicePreference: 'BUSINESS',
        BuyerInfo: { PurchaseOrderNumber: expect.stringMatching(/^PO-\d{6}$/) },
        ShippingAddress: { CompanyName: expect.stringContaining('Supplies LLC'), AddressType: 'Commercial' },
      });
    }
    const [replacement] = orders.filter((o) => raw(o).IsReplacementOrder === true);
    const firstShipped = byStatus('Shipped')[0]!;
    expect(raw(replacement!).ReplacedOrderId).toBe(orders[0]!.externalId);
    expect(firstShipped.externalId).toBe(orders[0]!.externalId);
    // A replacement is sent free of charge.
    expect([replacement!.total, replacement!.subtotal, replacement!.status]).toEqual([0, 0, 'open']);
  });

  it('offers no cancel: the published models have none, and the sandbox serves no invented path', async () => {
    const { session, byStatus } = await openStore('cancel');
    expect(kit.adapter.cancelReasons).toEqual([]);
    const order = byStatus('Unshipped')[0]!;
    const calls = kit.calls.length;
    expect((await refusal(kit.adapter.cancel(session, order.externalId, 'NO_INVENTORY'))).code).toBe('not_supported');
    expect(kit.calls.length).toBe(calls);
    const put = await fetch(
      `${kit.base}/api/sandbox/amazon/orders/2026-01-01/orders/${order.externalId}/cancellation`,
      {
        method: 'PUT',
        headers: { 'x-amz-access-token': session.credentials.accessToken, 'content-type': 'application/json' },
        body: JSON.stringify({ marketplaceId: 'ATVPDKIKX0DER', cancelReasonCode: 'NO_INVENTORY' }),
      },
    );
    expect(put.status).toBe(404);
    expect((await kit.adapter.order(session, order.externalId)).status).toBe('open');
  });

  it('gets a new paid order from the sandbox’s life, listed once it is two minutes old', async () => {
    const { session, shop } = await kit.connect(uniqueHandle('alive'));
    const deps: SandboxDeps = { ...kit.t.app.sandboxDeps, publicUrl: kit.base };
    const row = (await shopByExternalId(kit.t.database.db, 'amazon', shop.externalId))!;
    const since = kit.t.clock.now();
    const id = await amazonSandbox.addOrder(deps, row, since);
    expect((await kit.adapter.listOrders(session, { modifiedSince: since, cursor: null })).orders).toEqual([]);
    kit.t.clock.advance(2 * 60_000 + 1_000);
    const { orders } = await kit.adapter.listOrders(session, { modifiedSince: since, cursor: null });
    expect(orders.map((o) => [o.externalId, o.status, o.paymentStatus])).toEqual([[id, 'open', 'paid']]);
  });
});
