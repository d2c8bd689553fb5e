import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import type { MarketplaceAdapter, MarketplaceOrder, ShopSession } from '../marketplace.ts';
import { refusal, startSandboxKit, uniqueHandle, type SandboxKit } from '../sandbox.test-kit.ts';
import { ebaySignatureOf } from '../../../sandboxes/ebay/notifications.routes.ts';
import { sandboxAdapterSettings } from '../../../composition/sandbox-adapter-settings.ts';
import type { EbayOrder } from './ebay-order-mapping.ts';
import { contractCheckingFetch, ebayFulfillment, expectSchema, type CheckedCall } from './ebay-schemas.test-kit.ts';
import { ebayMarketplace } from './ebay.ts';

// The adapter against the sandbox, every eBay REST call checked on the way against eBay's own OpenAPI documents:
// what the adapter sends against the request schemas, what the sandbox answers against the response schemas.
let kit: SandboxKit;
let sandboxBase: string;
const checked: CheckedCall[] = [];
let adapter: MarketplaceAdapter;
/** A raw call to the sandbox's Sell Fulfillment API, checked the same way. */
let sell: (session: ShopSession, path: string) => Promise<Response>;

beforeAll(async () => {
  kit = await startSandboxKit(ebayMarketplace, 'ebay');
  sandboxBase = `${kit.base}/api/sandbox/ebay`;
  const checking = contractCheckingFetch(sandboxBase, checked);
  adapter = ebayMarketplace(
    sandboxAdapterSettings(
      loadConfig({ NODE_ENV: 'test' }, { PUBLIC_URL: kit.base }),
      kit.t.app.sandboxSecrets,
      () => true,
    ),
    { fetch: checking, now: kit.t.clock.now, waits: kit.waits, publicUrl: kit.base },
    true,
  );
  sell = (session, path) =>
    checking(`${sandboxBase}/sell/fulfillment/v1${path}`, {
      headers: { authorization: `Bearer ${session.credentials.accessToken}` },
    });
}, 240_000);
afterAll(() => kit.t.close());

const raw = (order: MarketplaceOrder) => order.raw as EbayOrder;
const control = async (path: string, body: unknown) =>
  fetch(`${sandboxBase}/_sandbox/users/${path}`, {
    method: 'POST',
    headers: { 'api-key': await kit.sellerToken(), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function connect(prefix: string) {
  const handle = uniqueHandle(prefix);
  const pending = kit.pending(handle);
  const shop = await adapter.finishAuthorization(await kit.consent(pending, handle), pending);
  const session: ShopSession = { credentials: shop.credentials, save: async () => {} };
  const { orders } = await adapter.listOrders(session, { modifiedSince: null, cursor: null });
  return { shop, session, orders };
}

const ops = () => new Set(checked.map((call) => call.operationId));

describe('eBay sandbox and adapter against eBay’s OpenAPI documents', () => {
  it('serves getUser, getOrders and getOrder as sell_fulfillment_v1 and commerce_identity_v1 define them', async () => {
    const { session, orders } = await connect('contract.reader');
    expect(orders).toHaveLength(12);
    for (const order of orders) await adapter.order(session, order.externalId);
    const missing = await sell(session, '/order/01-00000-00000');
    expect(missing.status).toBe(404);
    const badLimit = await sell(session, '/order?limit=0');
    expect(badLimit.status).toBe(400);
    expect(ops()).toEqual(new Set(['getUser', 'getOrders', 'getOrder']));
    // Every order's discount is eBay's negative priceDiscount, and the totals add up from eBay's fields.
    const discounted = orders.find((order) => raw(order).pricingSummary.priceDiscount)!;
    expect(discounted.discount).toBeGreaterThan(0);
    expect(discounted.total).toBe(discounted.subtotal - discounted.discount + discounted.shipping + discounted.tax);
    // A buyer abroad paid in their own currency: eBay's Amount has it beside the seller's dollars, as the schema lets
    // it, and it becomes what the buyer paid while the dollars stay the order's money.
    const abroad = orders.find((order) => raw(order).pricingSummary.total.convertedFromCurrency)!;
    const total = raw(abroad).pricingSummary.total;
    expect(total).toMatchObject({ currency: 'USD', convertedFromCurrency: expect.stringMatching(/^(EUR|GBP)$/) });
    expect(abroad).toMatchObject({
      currency: 'USD',
      buyerTotal: {
        currency: total.convertedFromCurrency,
        amount: Math.round(Number(total.convertedFromValue) * 100),
      },
    });
    expect(
      orders.filter((order) => !raw(order).pricingSummary.total.convertedFromCurrency).map((o) => o.buyerTotal),
    ).toEqual(expect.arrayContaining([null]));
  });

  it('ships an order in two packages: two fulfilments with their own lines and quantities, IN_PROGRESS until all', async () => {
    const { session, orders } = await connect('two.packages');
    const order = orders.find((o) => o.lines.length === 2 && raw(o).orderFulfillmentStatus === 'NOT_STARTED')!;
    const [first, second] = order.lines as [MarketplaceOrder['lines'][0], MarketplaceOrder['lines'][0]];
    const push = (trackingNumber: string, lines: Array<{ externalId: string; quantity: number }>) =>
      adapter.pushTracking(session, order.externalId, {
        trackingNumber,
        carrierCode: 'USPS',
        carrierName: 'USPS',
        trackingUrl: null,
        lines,
      });
    await push('9400100000000000000001', [{ externalId: first.externalId, quantity: first.quantity }]);
    const half = raw(await adapter.order(session, order.externalId));
    expect([half.orderFulfillmentStatus, half.lineItems.map((l) => l.lineItemFulfillmentStatus)]).toEqual([
      'IN_PROGRESS',
      ['FULFILLED', 'NOT_STARTED'],
    ]);
    // A retried push of the first package changes nothing (eBay would refuse the number twice).
    await push('9400100000000000000001', [{ externalId: first.externalId, quantity: first.quantity }]);
    // A package that names the first line again is eBay's to refuse: its units are shipped.
    const again = await refusal(push('9400100000000000000003', order.lines), 'invalid');
    expect(again.message).toBe(`Line item ${first.externalId} is already fulfilled.`);
    await push('9400100000000000000002', [{ externalId: second.externalId, quantity: second.quantity }]);
    const listed = await sell(session, `/order/${order.externalId}/shipping_fulfillment`);
    const { fulfillments } = (await listed.json()) as { fulfillments: Array<Record<string, unknown>> };
    expect(fulfillments.map((f) => [f.shipmentTrackingNumber, f.lineItems])).toEqual([
      ['9400100000000000000001', [{ lineItemId: first.externalId, quantity: first.quantity }]],
      ['9400100000000000000002', [{ lineItemId: second.externalId, quantity: second.quantity }]],
    ]);
    const one = await sell(session, `/order/${order.externalId}/shipping_fulfillment/9400100000000000000002`);
    expect(one.status).toBe(200);
    expect((await adapter.order(session, order.externalId)).status).toBe('shipped');
    expect(ops()).toEqual(
      new Set([
        'getUser',
        'getOrders',
        'getOrder',
        'getShippingFulfillments',
        'createShippingFulfillment',
        'getShippingFulfillment',
      ]),
    );
  });

  it('keeps a line IN_PROGRESS while part of its quantity is shipped; quantity defaults to 1 as eBay says', async () => {
    const { session } = await connect('one.by.one');
    await control(`${session.credentials.account.username}/orders`, { count: 40 });
    const { orders } = await adapter.listOrders(session, { modifiedSince: null, cursor: null });
    const order = orders.find(
      (o) =>
        raw(o).orderFulfillmentStatus === 'NOT_STARTED' &&
        o.paymentStatus === 'paid' &&
        o.lines.some((l) => l.quantity === 2),
    );
    const line = order!.lines.find((l) => l.quantity === 2)!;
    const answer = await fetch(`${sandboxBase}/sell/fulfillment/v1/order/${order!.externalId}/shipping_fulfillment`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.credentials.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        lineItems: [{ lineItemId: line.externalId }],
        shippingCarrierCode: 'UPS',
        trackingNumber: '1Z999AA10123456784',
      }),
    });
    expect(answer.status).toBe(201);
    const after = raw(await adapter.order(session, order!.externalId));
    expect(after.orderFulfillmentStatus).toBe('IN_PROGRESS');
    expect(after.lineItems.find((l) => l.lineItemId === line.externalId)!.lineItemFulfillmentStatus).toBe(
      'IN_PROGRESS',
    );
  });

  it('serves getPublicKey as commerce_notification_v1 defines it, and a signed notice verifies', async () => {
    const body = JSON.stringify({
      metadata: { topic: 'MARKETPLACE_ACCOUNT_DELETION', schemaVersion: '1.0', deprecated: false },
      notification: { notificationId: 'n-1', data: { username: 'gone.buyer', userId: 'u1' } },
    });
    const notice = await adapter.privacyNotices!.verify({ 'x-ebay-signature': ebaySignatureOf(body) }, body);
    expect(notice).toMatchObject({ type: 'user_closed', username: 'gone.buyer' });
    expect(ops()).toContain('getPublicKey');
  });
});

describe('buyer-requested cancellations', () => {
  it('come from the sandbox as eBay shows them and the adapter marks the order; the seller cannot cancel over it', async () => {
    const { session, shop, orders } = await connect('asked.to.cancel');
    // The seeded dozen has one, as every account does.
    expect(orders.filter((o) => o.cancelRequested).map((o) => o.status)).toEqual(['open']);
    const order = orders.find(
      (o) => !o.cancelRequested && o.status === 'open' && raw(o).orderFulfillmentStatus === 'NOT_STARTED',
    )!;
    const asked = await control(`${shop.externalId}/orders/${order.externalId}/cancel-request`, {
      reason: 'WONT_ARRIVE_IN_TIME',
    });
    expect(asked.status).toBe(201);
    const listed = await adapter.listOrders(session, { modifiedSince: null, cursor: null });
    const seen = listed.orders.find((o) => o.externalId === order.externalId)!;
    expect([seen.cancelRequested, seen.status, raw(seen).cancelStatus]).toEqual([
      true,
      'open',
      { cancelState: 'IN_PROGRESS', cancelRequests: [] },
    ]);
    const full = raw(await adapter.order(session, order.externalId));
    expect(full.cancelStatus!.cancelRequests).toEqual([
      expect.objectContaining({
        cancelInitiator: 'BUYER',
        cancelReason: 'WONT_ARRIVE_IN_TIME',
        cancelRequestState: 'REQUESTED',
      }),
    ]);
    expectSchema(ebayFulfillment, 'Order', full);
    const refused = await refusal(adapter.cancel(session, order.externalId, 'OUT_OF_STOCK_OR_CANNOT_FULFILL'));
    expect([refused.code, refused.message]).toEqual(['cancel_refused', 'CANCELLATION_EXIST, CANCEL_WINDOW_ELAPSED']);
    const twice = await control(`${shop.externalId}/orders/${order.externalId}/cancel-request`, {});
    expect(twice.status).toBe(409);
  });
});
