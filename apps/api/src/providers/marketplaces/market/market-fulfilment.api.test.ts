import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MarketplaceOrder, ShopSession, TrackingPush } from '../marketplace.ts';
import { shopByExternalId } from '../../../sandboxes/marketplace-kit/store.ts';
import { sandboxDeliveries } from '../../../sandboxes/deliveries/deliveries.schema.ts';
import type { MarketOrder } from './market-order.ts';
import { refusal, startMarketKit, type MarketKit } from './market.test-kit.ts';
import { marketSandbox } from '../../../sandboxes/market/sandbox.ts';

// Shipments, cancellations and the order webhooks: the adapter against the sandbox over real HTTP.
let kit: MarketKit;
let session: ShopSession;
let shopId: string;
let orders: MarketplaceOrder[];
beforeAll(async () => {
  kit = await startMarketKit();
  const connected = await kit.connect('tracked-goods');
  session = connected.session;
  shopId = connected.shop.externalId;
  orders = (await kit.adapter.listOrders(session, { modifiedSince: null, cursor: null })).orders;
}, 60_000);
afterAll(() => kit.t.close());
beforeEach(() => kit.nextSecond());

const raw = (order: MarketplaceOrder) => order.raw as MarketOrder;
const inState = (status: MarketOrder['status'], lines = 1) =>
  orders.filter((o) => raw(o).status === status && o.lines.length === lines);
const push = (order: MarketplaceOrder, trackingNumber: string, carrier: string, lines = order.lines): TrackingPush => ({
  trackingNumber,
  carrierCode: kit.adapter.carrierCodeFor(carrier) ?? carrier,
  carrierName: carrier,
  trackingUrl: `https://track.example/${trackingNumber}`,
  lines: lines.map((l) => ({ externalId: l.externalId, quantity: l.quantity })),
});
const actionsOf = async (orderId: string) => {
  const answer = await kit.control(`/shops/${shopId}/orders/${orderId}/actions`);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: Array<Record<string, unknown>> }).data;
};

describe('pushing a track to the market', () => {
  it('maps our carriers to the market’s codes, and knows no others', () => {
    expect(kit.adapter.carrierCodeFor('nova-poshta')).toBe('nova_poshta');
    expect(kit.adapter.carrierCodeFor('Ukrposhta')).toBe('ukrposhta');
    expect(kit.adapter.carrierCodeFor('meest')).toBe('meest');
    expect(kit.adapter.carrierCodeFor('royal-mail')).toBeNull();
    expect(kit.adapter.carrierCodeFor('other')).toBeNull();
  });

  it('ships the order with the carrier’s code; the same units again are refused, as they are shipped', async () => {
    const [order] = inState('paid');
    await kit.adapter.pushTracking(session, order!.externalId, push(order!, '20450000123456', 'nova-poshta'));
    const shipped = await kit.adapter.order(session, order!.externalId);
    expect(shipped.status).toBe('shipped');
    expect(raw(shipped).shipments).toEqual([
      expect.objectContaining({
        carrier: 'nova_poshta',
        tracking_number: '20450000123456',
        tracking_url: 'https://track.example/20450000123456',
        items: [{ line_id: order!.lines[0]!.externalId, quantity: order!.lines[0]!.quantity }],
      }),
    ]);
    const again = await refusal(
      kit.adapter.pushTracking(session, order!.externalId, push(order!, 'CP123456785UA', 'ukrposhta')),
      'invalid',
    );
    expect(again).toMatchObject({ status: 422, message: expect.stringContaining('has 0 of') });
    // A parcel without items carries what is left: nothing here.
    const bare = { ...push(order!, 'CP123456785UA', 'ukrposhta'), lines: [] };
    expect(await refusal(kit.adapter.pushTracking(session, order!.externalId, bare), 'invalid')).toMatchObject({
      status: 409,
      message: expect.stringContaining('nothing left to ship'),
    });
    expect(raw(await kit.adapter.order(session, order!.externalId)).shipments).toHaveLength(1);
    expect((await actionsOf(order!.externalId)).map((a) => [a.action, a.carrier])).toEqual([
      ['shipment', 'nova_poshta'],
    ]);
  });

  it('keeps an order open until every line is in a parcel', async () => {
    const [order] = inState('paid', 2);
    await kit.adapter.pushTracking(
      session,
      order!.externalId,
      push(order!, 'EE123456789UA', 'ukrposhta', [order!.lines[0]!]),
    );
    expect(await kit.adapter.order(session, order!.externalId)).toMatchObject({ status: 'open' });
    await kit.adapter.pushTracking(
      session,
      order!.externalId,
      push(order!, 'EE223456789UA', 'ukrposhta', [order!.lines[1]!]),
    );
    expect(await kit.adapter.order(session, order!.externalId)).toMatchObject({ status: 'shipped' });
  });

  it('is refused for a carrier the market does not know, a missing track and a line the order lacks', async () => {
    const [, order] = inState('paid');
    const unknown = await refusal(
      kit.adapter.pushTracking(session, order!.externalId, push(order!, 'RM123456785GB', 'royal-mail')),
      'unknown_carrier',
    );
    expect(unknown).toMatchObject({
      status: 422,
      message: expect.stringContaining('carrier must be one of ukrposhta'),
    });
    await refusal(kit.adapter.pushTracking(session, order!.externalId, push(order!, '', 'usps')), 'tracking_required');
    const wrongLine = {
      ...push(order!, 'CP123456785UA', 'ukrposhta'),
      lines: [{ externalId: 'li_nope', quantity: 1 }],
    };
    await refusal(kit.adapter.pushTracking(session, order!.externalId, wrongLine), 'invalid');
    const tooMany = push(order!, 'CP123456785UA', 'ukrposhta');
    tooMany.lines[0]!.quantity += 1;
    await refusal(kit.adapter.pushTracking(session, order!.externalId, tooMany), 'invalid');
    expect(await kit.adapter.order(session, order!.externalId)).toMatchObject({ status: 'open' });
    expect(await actionsOf(order!.externalId)).toEqual([]);
  });

  it('is refused for an order awaiting payment, a cancelled one and one that is not there', async () => {
    for (const status of ['awaiting_payment', 'cancelled'] as const) {
      const [order] = inState(status);
      const error = await refusal(
        kit.adapter.pushTracking(session, order!.externalId, push(order!, 'CP123456785UA', 'ukrposhta')),
        'invalid',
      );
      expect(error.status).toBe(409);
    }
    const [order] = inState('cancelled');
    await refusal(
      kit.adapter.pushTracking(session, 'ord_nope', push(order!, 'CP123456785UA', 'ukrposhta')),
      'not_found',
    );
  });

  it('is refused for a shop the market has suspended, and for a token without orders:write', async () => {
    const suspended = await kit.connect('suspended-candles');
    const { orders: theirs } = await kit.adapter.listOrders(suspended.session, { modifiedSince: null, cursor: null });
    const order = theirs.find((o) => raw(o).status === 'paid')!;
    const error = await refusal(
      kit.adapter.pushTracking(suspended.session, order.externalId, push(order, 'CP123456785UA', 'ukrposhta')),
      'tracking_not_permitted',
    );
    expect(error).toMatchObject({ status: 403, message: expect.stringContaining('suspended this shop') });

    const readOnly = await kit.connect('tracked-goods', 'orders:read');
    const [paid] = inState('paid').slice(-1);
    await refusal(
      kit.adapter.pushTracking(readOnly.session, paid!.externalId, push(paid!, 'CP123456785UA', 'ukrposhta')),
      'reauthorize',
    );
    expect(await kit.adapter.order(readOnly.session, paid!.externalId)).toMatchObject({ status: 'open' });
  });
});

describe('cancelling at the market', () => {
  it('takes the market’s reasons; a paid order is refunded and the commission given back', async () => {
    expect(kit.adapter.cancelReasons).toEqual(['out_of_stock', 'buyer_request', 'address_problem', 'other']);
    const [, , order] = inState('paid');
    await kit.adapter.cancel(session, order!.externalId, 'out_of_stock');
    const cancelled = await kit.adapter.order(session, order!.externalId);
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', fees: 0 });
    expect(raw(cancelled).cancellation).toEqual({ reason: 'out_of_stock', cancelled_at: expect.any(String) });
    const [unpaid] = inState('awaiting_payment').slice(-1);
    await kit.adapter.cancel(session, unpaid!.externalId, 'buyer_request');
    expect(await kit.adapter.order(session, unpaid!.externalId)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'unpaid',
    });
  });

  it('is refused once shipped or already cancelled, for an unknown reason, and in a suspended shop', async () => {
    const [shipped] = inState('shipped');
    const late = await refusal(kit.adapter.cancel(session, shipped!.externalId, 'other'), 'cancel_refused');
    expect(late).toMatchObject({
      status: 409,
      message: `Order ${shipped!.number} has shipped; it cannot be cancelled.`,
    });
    const [cancelled] = inState('cancelled');
    const twice = await refusal(kit.adapter.cancel(session, cancelled!.externalId, 'other'), 'cancel_refused');
    expect(twice.message).toBe(`Order ${cancelled!.number} is already cancelled.`);
    const [paid] = inState('paid').slice(-1);
    await refusal(kit.adapter.cancel(session, paid!.externalId, 'changed my mind'), 'invalid');
    expect(await kit.adapter.order(session, paid!.externalId)).toMatchObject({ status: 'open' });

    const suspended = await kit.connect('suspended-candles');
    const { orders: theirs } = await kit.adapter.listOrders(suspended.session, { modifiedSince: null, cursor: null });
    const theirPaid = theirs.find((o) => raw(o).status === 'paid')!;
    await refusal(kit.adapter.cancel(suspended.session, theirPaid.externalId, 'other'), 'cancel_refused');
  });
});

describe('the order webhooks', () => {
  it('sends order.created signed for each new order, and retries with a fresh signature when not answered', async () => {
    const sent: Array<{ url: string; headers: Record<string, string>; body: string }> = [];
    kit.pushes.fetch = async (url, init) => {
      sent.push({ url: String(url), headers: init!.headers as Record<string, string>, body: String(init!.body) });
      return new Response(null, { status: 503 });
    };
    const shop = (await shopByExternalId(kit.t.database.db, 'market', shopId))!;
    const orderId = await marketSandbox.addOrder(kit.sandboxDeps(), shop, kit.t.clock.now());
    await kit.pushes.flush();

    expect(sent).toHaveLength(1);
    const [first] = sent;
    expect(first!.url).toBe(`${kit.base}/api/webhooks/market`);
    expect(first!.headers).toMatchObject({
      'market-event': 'order.created',
      'market-delivery': expect.stringMatching(/^dlv_/),
      'market-signature': expect.stringMatching(/^t=\d+,v1=[0-9a-f]{64}$/),
    });
    expect(JSON.parse(first!.body)).toMatchObject({
      type: 'order.created',
      shop_id: shopId,
      data: { order_id: orderId, status: 'paid' },
    });
    const event = kit.adapter.verifyPush!(first!.headers, first!.body);
    expect(event).toEqual({
      deliveryId: first!.headers['market-delivery'],
      shopExternalId: shopId,
      orderExternalId: orderId,
    });
    expect(await kit.adapter.order(session, event.orderExternalId)).toMatchObject({
      paymentStatus: 'paid',
      status: 'open',
    });

    const verify = (headers: Record<string, string>, body: string) =>
      Promise.resolve().then(() => kit.adapter.verifyPush!(headers, body));
    await refusal(verify(first!.headers, first!.body.replace(orderId, 'ord_other')), 'bad_signature');
    await refusal(verify({ ...first!.headers, 'market-signature': 't=1,v1=00' }, first!.body), 'bad_signature');
    await refusal(verify({ ...first!.headers, 'market-delivery': '' }, first!.body), 'invalid');

    // The next attempt comes a minute later, under the same delivery id, signed at its own time.
    kit.t.clock.advance(59_000);
    await kit.pushes.flush();
    expect(sent).toHaveLength(1);
    kit.t.clock.advance(250_000);
    await refusal(verify(first!.headers, first!.body), 'bad_signature');
    await kit.pushes.flush();
    kit.pushes.fetch = fetch;
    expect(sent).toHaveLength(2);
    expect(sent[1]!.headers['market-delivery']).toBe(first!.headers['market-delivery']);
    expect(kit.adapter.verifyPush!(sent[1]!.headers, sent[1]!.body)).toEqual(event);
  });

  it('sends order.updated when a buyer pays an order that awaited payment; our server takes it', async () => {
    const [awaiting] = inState('awaiting_payment');
    const paid = await kit.control(`/shops/${shopId}/orders/${awaiting!.externalId}/pay`, {});
    expect(paid.status).toBe(200);
    await kit.pushes.flush();
    expect(await kit.adapter.order(session, awaiting!.externalId)).toMatchObject({
      paymentStatus: 'paid',
      status: 'open',
    });
    const [delivery] = await kit.t.database.db
      .select()
      .from(sandboxDeliveries)
      .where(
        and(
          eq(sandboxDeliveries.sender, 'market'),
          like(sandboxDeliveries.body, `%"order_id":"${awaiting!.externalId}"%`),
        ),
      );
    expect(delivery).toMatchObject({ url: `${kit.base}/api/webhooks/market`, attempts: 1, last_status: 200 });
    expect(JSON.parse(delivery!.body)).toMatchObject({ type: 'order.updated', data: { status: 'paid' } });
    expect(kit.adapter.verifyPush!(delivery!.headers, delivery!.body)).toMatchObject({
      orderExternalId: awaiting!.externalId,
    });
    expect((await kit.control(`/shops/${shopId}/orders/${awaiting!.externalId}/pay`, {})).status).toBe(409);
  });
});
