import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketplaceOrder } from '../marketplace.ts';
import {
  sandboxMarketplaceSubscriptions,
  sandboxMarketplaceShops,
} from '../../../sandboxes/marketplace-kit/kit.schema.ts';
import { shopifySandbox } from '../../../sandboxes/shopify/sandbox.ts';
import { deliveriesOf } from '../../../sandboxes/deliveries/deliveries.ts';
import { startReceiver } from '../../../sandboxes/deliveries/receiver.test-kit.ts';
import { ORDERS_PAGE_SIZE, ORDERS_QUERY } from './shopify-queries.ts';
import {
  clockWaits,
  connectShop,
  control,
  rawGraphql,
  refusal,
  startShopifySandbox,
  type Connected,
  type ShopifySandboxRun,
} from './shopify-test-kit.ts';

// Orders, the rate limit, tracking, cancelling and webhooks: the adapter against the sandbox over real HTTP.
let run: ShopifySandboxRun;
beforeAll(async () => {
  run = await startShopifySandbox();
}, 60_000);
afterAll(() => run.t.close());

async function allOrders(connected: Connected, modifiedSince: Date | null = null) {
  const orders: MarketplaceOrder[] = [];
  let cursor: string | null = null;
  do {
    const page = await run.adapter.listOrders(connected.session, { modifiedSince, cursor });
    orders.push(...page.orders);
    cursor = page.cursor;
  } while (cursor);
  return orders;
}

const actionsOf = async (connected: Connected, order: MarketplaceOrder) =>
  (await control(run, 'GET', `/shops/${connected.domain}/orders/${order.externalId.split('/').pop()}/actions`)).body
    .actions as Array<{ action: string; body: Record<string, unknown> }>;

describe('Shopify orders against the sandbox', () => {
  it('opens a shop with a varied, realistic history in Shopify’s own shapes', async () => {
    const connected = await connectShop(run);
    const orders = await allOrders(connected);
    expect(orders).toHaveLength(16);
    const updated = orders.map((o) => o.updatedAt.getTime());
    expect(updated).toEqual([...updated].sort((a, b) => a - b));
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(['open', 'shipped', 'cancelled']));
    expect(new Set(orders.map((o) => o.paymentStatus))).toEqual(
      new Set(['paid', 'unpaid', 'refunded', 'partially_refunded']),
    );
    expect(new Set(orders.map((o) => o.shipTo?.country))).toEqual(new Set(['US', 'CA', 'GB', 'DE', 'AU']));
    for (const order of orders) {
      expect(order.externalId).toMatch(/^gid:\/\/shopify\/Order\/\d+$/);
      expect(order.number).toMatch(/^#10\d\d$/);
      expect(order.total).toBe(order.subtotal - order.discount + order.shipping + order.tax);
      // Prices including VAT hold their tax, which our subtotal leaves out; a refunded cancel keeps what was ordered.
      if (!(order.raw as { taxesIncluded: boolean }).taxesIncluded && order.status !== 'cancelled') {
        expect(order.lines.reduce((sum, l) => sum + l.price * l.quantity, 0)).toBe(order.subtotal);
      }
    }
    const lines = orders.flatMap((o) => o.lines);
    expect(lines.find((l) => l.sku === 'NECKLACE-NAME-GLD')).toMatchObject({
      personalization: 'Personalization: Olena',
    });
    expect(lines.every((l) => l.variation !== null)).toBe(true);
    expect(new Set(lines.map((l) => `${l.sku} ${l.variation}`))).toContain('NECKLACE-NAME-GLD Gold');
    expect(orders.map((o) => o.buyerNote)).toContain('Gift message: Happy birthday, Anna! Love, Mark');
    const raw = orders[0]!.raw as { currentTotalPriceSet: { shopMoney: { amount: string } } };
    expect(raw.currentTotalPriceSet.shopMoney.amount).toMatch(/^\d+\.\d{1,2}$/);
  });

  it('pages with a cursor that resumes, and reads only what changed since a moment', async () => {
    const connected = await connectShop(run);
    expect((await control(run, 'POST', `/shops/${connected.domain}/orders`, { count: 40 })).status).toBe(201);
    const first = await run.adapter.listOrders(connected.session, { modifiedSince: null, cursor: null });
    expect(first.orders).toHaveLength(ORDERS_PAGE_SIZE);
    const second = await run.adapter.listOrders(connected.session, { modifiedSince: null, cursor: first.cursor });
    const again = await run.adapter.listOrders(connected.session, { modifiedSince: null, cursor: first.cursor });
    expect(again.orders.map((o) => o.externalId)).toEqual(second.orders.map((o) => o.externalId));
    const all = await allOrders(connected);
    expect(new Set(all.map((o) => o.externalId)).size).toBe(56);

    const since = all[45]!.updatedAt;
    const changed = await allOrders(connected, since);
    expect(changed.map((o) => o.externalId)).toEqual(all.slice(45).map((o) => o.externalId));
  });

  it('refuses a query above the single-query cost limit, as Shopify does', async () => {
    const connected = await connectShop(run);
    const answer = await rawGraphql(
      run,
      connected,
      '{ orders(first: 250) { nodes { lineItems(first: 50) { nodes { id } } } } }',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.errors?.[0]).toMatchObject({
      extensions: { code: 'MAX_COST_EXCEEDED', cost: 13252, maxCost: 1000 },
    });
    expect(answer.body.errors?.[0]?.message).toMatch(
      /^Query cost is 13252, which exceeds the single query max cost limit \(1000\)/,
    );
  });

  it('answers only the fields asked for, and names a field the type does not have', async () => {
    const connected = await connectShop(run);
    const ok = await rawGraphql(run, connected, 'query { shop { myshopifyDomain } }');
    expect(ok.body.data).toEqual({ shop: { myshopifyDomain: connected.domain } });
    expect(ok.headers.get('x-shopify-api-version')).toBe('2026-10');
    const wrong = await rawGraphql(run, connected, 'query { shop { favouriteColour } }');
    expect(wrong.body.errors?.[0]).toMatchObject({
      message: "Field 'favouriteColour' doesn't exist on type 'Shop'",
      extensions: { code: 'undefinedField' },
    });
  });

  it('throttles on the cost bucket (200 + THROTTLED); the adapter waits for the points and goes on', async () => {
    const connected = await connectShop(run);
    await control(run, 'POST', `/shops/${connected.domain}/orders`, { count: 300 });
    const priced = await rawGraphql(run, connected, ORDERS_QUERY, {
      first: ORDERS_PAGE_SIZE,
      after: null,
      query: null,
    });
    const requested = priced.body.extensions!.cost!.requestedQueryCost;
    expect(requested).toBe(927);
    expect(priced.body.extensions!.cost!.throttleStatus).toMatchObject({ maximumAvailable: 2000, restoreRate: 100 });

    // Another client of the same app spends the shop's bucket (the clock stands still: nothing is restored).
    let drained: Awaited<ReturnType<typeof rawGraphql>>;
    do drained = await rawGraphql(run, connected, '{ orders(first: 250) { nodes { id } } }');
    while (!drained.body.errors);
    expect(drained.status).toBe(200);
    expect(drained.body.errors[0]).toMatchObject({ message: 'Throttled', extensions: { code: 'THROTTLED' } });
    const left = drained.body.extensions!.cost!.throttleStatus.currentlyAvailable;
    expect(drained.body.extensions!.cost!.actualQueryCost).toBeNull();

    const waits = clockWaits(run.t);
    const page = await run.freshAdapter(waits).listOrders(connected.session, { modifiedSince: null, cursor: null });
    expect(page.orders).toHaveLength(ORDERS_PAGE_SIZE);
    expect(waits.waitedMs).toBe(Math.ceil(((requested - left) / 100) * 1000));

    // Having seen the bucket, the adapter now waits before it is refused rather than after: one request a page.
    let requests = 0;
    const counting: typeof fetch = (input, init) => ((requests += 1), fetch(input, init));
    const adapter = run.freshAdapter(waits, counting);
    await adapter.listOrders(connected.session, { modifiedSince: null, cursor: null });
    const [before, sent] = [waits.waitedMs, requests];
    await adapter.listOrders(connected.session, { modifiedSince: null, cursor: null });
    await adapter.listOrders(connected.session, { modifiedSince: null, cursor: null });
    expect(requests - sent).toBe(2);
    expect(waits.waitedMs).toBeGreaterThan(before);
  });

  it('gives a Shopify Plus shop (special domain word "plus") its larger bucket', async () => {
    const connected = await connectShop(run, 'plus');
    const answer = await rawGraphql(run, connected, 'query { shop { name } }');
    expect(answer.body.extensions?.cost).toMatchObject({
      requestedQueryCost: 1,
      throttleStatus: { maximumAvailable: 20_000, restoreRate: 1_000 },
    });
  });
});

describe('Shopify tracking and cancelling against the sandbox', () => {
  let connected: Connected;
  let orders: MarketplaceOrder[];
  beforeAll(async () => {
    connected = await connectShop(run);
    orders = await allOrders(connected);
  });
  const push = (order: MarketplaceOrder, carrier: string, trackingUrl: string | null = null) =>
    run.adapter.pushTracking(connected.session, order.externalId, {
      trackingNumber: 'CP123456785UA',
      carrierCode: run.adapter.carrierCodeFor(carrier) ?? carrier,
      carrierName: carrier,
      trackingUrl,
      lines: order.lines.map((l) => ({ externalId: l.externalId, quantity: l.quantity })),
    });
  // The seeded history (sandbox-seed.ts): #1001 shipped, #1004 shipped and being returned, #1008 on hold.
  const named = (name: string) => orders.find((o) => (o.raw as { name: string }).name === name)!;
  const open = () => orders.filter((o) => o.status === 'open' && o.paymentStatus === 'paid' && o !== named('#1008'));

  it('maps our carriers to Shopify’s tracking companies', () => {
    expect(run.adapter.carrierCodeFor('usps')).toBe('USPS');
    expect(run.adapter.carrierCodeFor('ukrposhta')).toBe('Ukrposhta');
    expect(run.adapter.carrierCodeFor('pigeon-post')).toBeNull();
  });

  it('fulfils with a listed company (Shopify builds the link) and e-mails the buyer', async () => {
    const order = open()[0]!;
    await push(order, 'usps');
    expect(await run.adapter.order(connected.session, order.externalId)).toMatchObject({ status: 'shipped' });
    const actions = await actionsOf(connected, order);
    expect(actions.map((a) => a.action)).toEqual(['fulfillment', 'customer_notification']);
    expect(actions[0]!.body.tracking).toMatchObject({
      company: 'USPS',
      number: 'CP123456785UA',
      url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=CP123456785UA',
      clickable: true,
    });
  });

  it('keeps our URL for a company not on Shopify’s list; without one the number is plain text', async () => {
    const [withUrl, withoutUrl] = open().slice(1, 3);
    await push(withUrl!, 'ukrposhta', 'https://track.ukrposhta.ua/tracking_UA.html?barcode=CP123456785UA');
    await push(withoutUrl!, 'ukrposhta');
    expect((await actionsOf(connected, withUrl!))[0]!.body.tracking).toMatchObject({
      company: 'Ukrposhta',
      url: 'https://track.ukrposhta.ua/tracking_UA.html?barcode=CP123456785UA',
      clickable: true,
    });
    expect((await actionsOf(connected, withoutUrl!))[0]!.body.tracking).toMatchObject({ url: null, clickable: false });
  });

  it('refuses tracking for a fulfilled, a cancelled, a held or an unknown order, in Shopify’s words', async () => {
    const shipped = named('#1001');
    const cancelled = orders.find((o) => o.status === 'cancelled')!;
    const held = named('#1008');
    for (const order of [shipped, cancelled]) {
      const error = await refusal(push(order, 'usps'));
      expect(error.code).toBe('invalid');
      expect(error.message).toMatch(/^Fulfillment order \d+ has an unfulfillable status= closed\.$/);
    }
    expect((await refusal(push(held, 'usps'))).message).toMatch(/has an unfulfillable status= on_hold\.$/);
    const unknown = { ...held, externalId: 'gid://shopify/Order/1' };
    expect((await refusal(push(unknown, 'usps'))).code).toBe('not_found');
  });

  it('cancels with a reason, refunds and tells the buyer', async () => {
    const order = open().at(-1)!;
    await run.adapter.cancel(connected.session, order.externalId, 'CUSTOMER');
    const after = await run.adapter.order(connected.session, order.externalId);
    expect(after).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect((await actionsOf(connected, order)).map((a) => a.action)).toEqual([
      'cancel',
      'refund',
      'customer_notification',
    ]);
  });

  it('refuses to cancel twice, an order with a return open, an unknown reason or order', async () => {
    const cancelled = orders.find((o) => o.status === 'cancelled')!;
    const returning = named('#1004');
    const cancel = (id: string, reason = 'CUSTOMER') => refusal(run.adapter.cancel(connected.session, id, reason));
    expect(await cancel(cancelled.externalId)).toMatchObject({
      code: 'cancel_refused',
      message: 'Order has already been cancelled',
    });
    expect(await cancel(returning.externalId)).toMatchObject({ code: 'cancel_refused' });
    const bored = await cancel(open()[3]!.externalId, 'BORED');
    expect(bored.code).toBe('invalid');
    expect(bored.message).toBe('Variable $reason of type OrderCancelReason! was provided invalid value');
    expect((await cancel('gid://shopify/Order/1')).code).toBe('not_found');
    expect(run.adapter.cancelReasons).toEqual(['CUSTOMER', 'DECLINED', 'FRAUD', 'INVENTORY', 'OTHER', 'STAFF']);
  });
});

describe('Shopify webhooks from the sandbox', () => {
  it('pushes a new order to the subscription, signed; verifyPush accepts it and refuses a forgery', async () => {
    const connected = await connectShop(run);
    const db = run.t.database.db;
    const [shop] = await db
      .select()
      .from(sandboxMarketplaceShops)
      .where(eq(sandboxMarketplaceShops.handle, connected.domain));
    const deps = { ...run.t.app.sandboxDeps, publicUrl: run.base };
    const orderId = await shopifySandbox.addOrder(deps, shop!, run.t.clock.now());
    await run.t.app.deliveries.settled();

    // Delivered over HTTP to our own webhook address, which took it.
    const [delivery] = await deliveriesOf(db, 'shopify', String(shop!.id));
    expect(delivery).toMatchObject({ url: `${run.base}/api/webhooks/shopify`, attempts: 1, last_status: 200 });
    expect(delivery!.headers).toMatchObject({
      'x-shopify-topic': 'orders/create',
      'x-shopify-shop-domain': connected.domain,
      'x-shopify-api-version': '2026-10',
    });
    const body = JSON.parse(delivery!.body) as Record<string, unknown>;
    expect(body).toMatchObject({ admin_graphql_api_id: orderId, financial_status: 'paid', currency: 'USD' });
    expect(typeof body.id).toBe('number');

    expect(run.adapter.verifyPush!(delivery!.headers, delivery!.body)).toEqual({
      deliveryId: delivery!.delivery_id,
      shopExternalId: connected.domain,
      orderExternalId: orderId,
    });
    const forged = delivery!.body.replace('"paid"', '"refunded"');
    expect((await refusal((async () => run.adapter.verifyPush!(delivery!.headers, forged))())).code).toBe(
      'bad_signature',
    );

    // The new order is there to read, and the API shows it as Shopify would.
    const order = await run.adapter.order(connected.session, orderId);
    expect(order).toMatchObject({ status: 'open', paymentStatus: 'paid' });
  });

  it('delivers to a subscription at an outside address over HTTP, retrying on Shopify’s schedule', async () => {
    const connected = await connectShop(run);
    const db = run.t.database.db;
    const [shop] = await db
      .select()
      .from(sandboxMarketplaceShops)
      .where(eq(sandboxMarketplaceShops.handle, connected.domain));
    // The app's subscription now points outside (another receiver of the same app): it fails twice, then takes it.
    const receiver = await startReceiver((n) => (n <= 2 ? 503 : 200));
    await db
      .update(sandboxMarketplaceSubscriptions)
      .set({ url: receiver.url })
      .where(eq(sandboxMarketplaceSubscriptions.shop_id, shop!.id));
    const deps = { ...run.t.app.sandboxDeps, publicUrl: run.base };
    const orderId = await shopifySandbox.addOrder(deps, shop!, run.t.clock.now());
    const flush = async () => {
      run.t.app.deliveries.kick();
      await run.t.app.deliveries.settled();
    };
    await flush();
    const [first] = await deliveriesOf(db, 'shopify', String(shop!.id));
    expect(first).toMatchObject({ url: receiver.url, attempts: 1, last_status: 503 });
    expect(first!.next_attempt_at!.getTime() - run.t.clock.now().getTime()).toBe(60_000);
    run.t.clock.advance(59_000);
    await flush();
    expect(receiver.received).toHaveLength(1);
    run.t.clock.advance(1_000);
    await flush();
    run.t.clock.advance(120_000);
    await flush();
    const [done] = await deliveriesOf(db, 'shopify', String(shop!.id));
    expect(done).toMatchObject({ attempts: 3, last_status: 200, next_attempt_at: null });
    expect(receiver.received).toHaveLength(3);
    // The same delivery each time: Shopify's original payload and headers, its webhook id the idempotency key.
    expect(new Set(receiver.received.map((r) => r.headers['x-shopify-webhook-id']))).toEqual(
      new Set([first!.delivery_id]),
    );
    expect(receiver.received.every((r) => r.body === first!.body)).toBe(true);
    expect(JSON.parse(receiver.received[2]!.body)).toMatchObject({ admin_graphql_api_id: orderId });
    await receiver.close();
  });
});
