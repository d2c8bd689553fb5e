import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketplaceOrder, ShopSession, TrackingPush } from '../marketplace.ts';
import type { SandboxDeps } from '../../../sandboxes/marketplace-kit/marketplace-sandbox.ts';
import { shopByExternalId } from '../../../sandboxes/marketplace-kit/store.ts';
import type { EtsyReceipt } from './etsy-receipt.ts';
import { refusal, startEtsyKit, type EtsyKit } from './etsy.test-kit.ts';
import { TRACKING_RESTRICTED } from '../../../sandboxes/etsy/api.routes.ts';
import { etsySandbox } from '../../../sandboxes/etsy/sandbox.ts';

// Tracking, cancel, unlinking and the order.paid webhook: the adapter against the sandbox over real HTTP.
let kit: EtsyKit;
let session: ShopSession;
let shopId: string;
let orders: MarketplaceOrder[];
beforeAll(async () => {
  kit = await startEtsyKit();
  const connected = await kit.connect('TrackedGoods');
  session = connected.session;
  shopId = connected.shop.externalId;
  orders = (await kit.adapter.listOrders(session, { modifiedSince: null, cursor: null })).orders;
}, 60_000);
afterAll(() => kit.t.close());

const receipt = (order: MarketplaceOrder) => order.raw as EtsyReceipt;
/** Paid, waiting, to the US and over $10: Etsy wants a tracking number for these. */
const usOrders = () =>
  orders.filter((o) => o.paymentStatus === 'paid' && o.status === 'open' && o.shipTo?.country === 'US');
const push = (trackingNumber: string, carrier: string): TrackingPush => ({
  trackingNumber,
  carrierCode: kit.adapter.carrierCodeFor(carrier) ?? carrier,
  carrierName: carrier,
  trackingUrl: null,
  lines: [],
});
const actionsOf = async (receiptId: string) => {
  const answer = await kit.raw(`/_sandbox/shops/${shopId}/receipts/${receiptId}/actions`);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { results: Array<Record<string, unknown>> }).results;
};

describe('pushing a track to Etsy', () => {
  it('ships the receipt with the carrier’s slug, and Etsy e-mails the buyer every time', async () => {
    const order = usOrders().find((o) => o.total > 1000)!;
    await kit.adapter.pushTracking(session, order.externalId, push('CP123456785UA', 'Ukrposhta'));
    const shipped = await kit.adapter.order(session, order.externalId);
    expect(shipped.status).toBe('shipped');
    expect(receipt(shipped).shipments.at(-1)).toMatchObject({
      carrier_name: 'ukrposhta',
      tracking_code: 'CP123456785UA',
    });
    expect(await actionsOf(order.externalId)).toEqual([
      expect.objectContaining({ action: 'tracking', carrier_name: 'ukrposhta', known_carrier: true }),
      expect.objectContaining({ action: 'buyer_email', to: receipt(order).buyer_email, tracking_shown: true }),
    ]);

    // The second leg's track: a second shipment, a second e-mail.
    await kit.adapter.pushTracking(session, order.externalId, push('9400111899223197428490', 'USPS'));
    expect(receipt(await kit.adapter.order(session, order.externalId)).shipments).toHaveLength(2);
    expect((await actionsOf(order.externalId)).filter((a) => a.action === 'buyer_email')).toHaveLength(2);
  });

  it('lets a carrier Etsy does not list through, with no tracking shown — which is why it is flagged first', async () => {
    expect(kit.adapter.carrierCodeFor('Meest')).toBeNull();
    const order = orders.find((o) => o.paymentStatus === 'paid' && o.shipTo?.country === 'CA')!;
    await kit.adapter.pushTracking(session, order.externalId, push('MEEST123456', 'Meest'));
    const [tracking, email] = await actionsOf(order.externalId);
    expect(tracking).toMatchObject({ carrier_name: 'Meest', known_carrier: false });
    expect(email).toMatchObject({ action: 'buyer_email', tracking_shown: false });
  });

  it('is refused without a tracking number on a US receipt over $10, and not on a smaller one', async () => {
    const big = usOrders().find((o) => o.total > 1000 && o.lines.some((l) => l.personalization))!;
    const error = await refusal(
      kit.adapter.pushTracking(session, big.externalId, push('', 'usps')),
      'tracking_required',
    );
    expect(error.message).toBe('A tracking number is required');
    expect((await kit.adapter.order(session, big.externalId)).status).toBe('open');
    expect(await actionsOf(big.externalId)).toEqual([]);

    const small = usOrders().find((o) => o.total <= 1000)!;
    await kit.adapter.pushTracking(session, small.externalId, push('', 'usps'));
    expect((await kit.adapter.order(session, small.externalId)).status).toBe('shipped');
  });

  it('is refused for a cancelled receipt and an unknown one', async () => {
    const cancelled = orders.find((o) => o.status === 'cancelled')!;
    await refusal(
      kit.adapter.pushTracking(session, cancelled.externalId, push('CP123456785UA', 'ukrposhta')),
      'invalid',
    );
    await refusal(kit.adapter.pushTracking(session, '42', push('CP123456785UA', 'ukrposhta')), 'not_found');
  });

  it('is refused for a shop Etsy has withdrawn tracking from', async () => {
    const restricted = await kit.connect('RestrictedCandles');
    const { orders: theirs } = await kit.adapter.listOrders(restricted.session, { modifiedSince: null, cursor: null });
    const order = theirs.find((o) => o.paymentStatus === 'paid' && o.status === 'open')!;
    const error = await refusal(
      kit.adapter.pushTracking(restricted.session, order.externalId, push('CP123456785UA', 'ukrposhta')),
      'tracking_not_permitted',
    );
    expect(error).toMatchObject({ status: 403, message: TRACKING_RESTRICTED });
    expect((await kit.adapter.order(restricted.session, order.externalId)).status).toBe('open');
  });
});

describe('what Etsy’s API cannot do', () => {
  it('has no cancel: no reasons, and a refusal without a call', async () => {
    expect(kit.adapter.cancelReasons).toEqual([]);
    const before = kit.calls.length;
    await refusal(kit.adapter.cancel(session, orders[0]!.externalId, 'out of stock'), 'not_supported');
    expect(kit.calls.length).toBe(before);
  });

  it('has no token revocation: unlinking calls nothing and the tokens still work at Etsy', async () => {
    const before = kit.calls.length;
    await kit.adapter.revoke(session);
    expect(kit.calls.length).toBe(before);
    await expect(kit.adapter.order(session, orders[0]!.externalId)).resolves.toMatchObject({
      externalId: orders[0]!.externalId,
    });
  });
});

describe('the order.paid webhook', () => {
  it('arrives signed for each new paid order, thin, and retried afresh-signed when not answered', async () => {
    const sent: Array<{ url: string; headers: Record<string, string>; body: string }> = [];
    const deps: SandboxDeps = {
      ...kit.t.app.sandboxDeps,
      publicUrl: kit.base,
    };
    kit.pushes.fetch = async (url, init) => {
      sent.push({ url: String(url), headers: init!.headers as Record<string, string>, body: String(init!.body) });
      return new Response(null, { status: 503 });
    };
    const shop = (await shopByExternalId(kit.t.database.db, 'etsy', shopId))!;
    const receiptId = await etsySandbox.addOrder(deps, shop, kit.t.clock.now());
    await kit.pushes.flush();

    expect(sent).toHaveLength(1);
    const [first] = sent;
    expect(first!.url).toBe(`${kit.base}/api/webhooks/etsy`);
    expect(JSON.parse(first!.body)).toEqual({
      event_type: 'order.paid',
      resource_url: `${kit.api}/v3/application/shops/${shopId}/receipts/${receiptId}`,
      shop_id: Number(shopId),
    });
    // Standard Webhooks' schedule: the next attempt 5 s later, signed at its own time. (Checked before anything else
    // calls Etsy: a call that meets Etsy's rate limit waits on the test clock, and would move it past those 5 s.)
    kit.t.clock.advance(4_000);
    await kit.pushes.flush();
    expect(sent).toHaveLength(1);

    const event = kit.adapter.verifyPush!(first!.headers, first!.body);
    expect(event).toEqual({
      deliveryId: first!.headers['webhook-id'],
      shopExternalId: shopId,
      orderExternalId: receiptId,
    });
    const paid = await kit.adapter.order(session, event.orderExternalId);
    expect(paid).toMatchObject({ paymentStatus: 'paid', status: 'open' });

    const forged = first!.body.replace(receiptId, '1');
    await refusal(
      Promise.resolve().then(() => kit.adapter.verifyPush!(first!.headers, forged)),
      'bad_signature',
    );
    const unsigned = { ...first!.headers, 'webhook-signature': 'v1,AAAA' };
    await refusal(
      Promise.resolve().then(() => kit.adapter.verifyPush!(unsigned, first!.body)),
      'bad_signature',
    );

    kit.t.clock.advance(301_000);
    await refusal(
      Promise.resolve().then(() => kit.adapter.verifyPush!(first!.headers, first!.body)),
      'bad_signature',
    );
    await kit.pushes.flush();
    kit.pushes.fetch = fetch;
    expect(sent).toHaveLength(2);
    expect(sent[1]!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(kit.adapter.verifyPush!(sent[1]!.headers, sent[1]!.body)).toEqual(event);
  });
});
