import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketplaceOrder } from '../marketplace.ts';
import { orderOf, shopByExternalId } from '../../../sandboxes/marketplace-kit/store.ts';
import { requestProblems } from './shopify-schema.test-kit.ts';
import { ORDERS_QUERY, type ShopifyFulfillmentOrder } from './shopify-queries.ts';
import {
  connectShop,
  control,
  rawGraphql,
  refusal,
  startShopifySandbox,
  type Connected,
  type ShopifySandboxRun,
} from './shopify-test-kit.ts';

/*
 * What real shops produce and the adapter must live with: protected customer data refused until Shopify approves the
 * app, orders split over several fulfillment orders (held, closed, more than five), and money after discounts,
 * edits, refunds and tax-included prices. Seeded orders: docs/sandbox-shopify.md, "The shops' orders".
 */

let run: ShopifySandboxRun;
beforeAll(async () => {
  run = await startShopifySandbox();
}, 60_000);
afterAll(() => run.t.close());

async function pages(connected: Connected) {
  const orders: MarketplaceOrder[] = [];
  const withheld: Array<boolean | undefined> = [];
  let cursor: string | null = null;
  do {
    const page = await run.adapter.listOrders(connected.session, { modifiedSince: null, cursor });
    orders.push(...page.orders);
    withheld.push(page.personalDataWithheld);
    cursor = page.cursor;
  } while (cursor);
  return { orders, withheld };
}

const named = (orders: MarketplaceOrder[], name: string) => orders.find((o) => o.number === name)!;
const actionsOf = async (connected: Connected, order: MarketplaceOrder) =>
  (await control(run, 'GET', `/shops/${connected.domain}/orders/${order.externalId.split('/').pop()}/actions`)).body
    .actions as Array<{ action: string; body: Record<string, unknown> }>;

describe('protected customer data', () => {
  it('imports the orders without the buyer and flags the shop, instead of asking to reconnect', async () => {
    const connected = await connectShop(run, 'protected');
    const raw = await rawGraphql(run, connected, ORDERS_QUERY, { first: 2 });
    expect(raw.body.errors?.[0]).toMatchObject({
      path: ['orders', 'nodes', 0, 'customer'],
      extensions: { code: 'ACCESS_DENIED' },
    });
    expect(raw.body.data).toMatchObject({ orders: { nodes: [{ customer: null, shippingAddress: null }, {}] } });

    const { orders, withheld } = await pages(connected);
    expect(orders).toHaveLength(16);
    expect(withheld.every((w) => w === true)).toBe(true);
    for (const order of orders) expect(order).toMatchObject({ buyerName: null, buyerEmail: null, shipTo: null });
    expect(named(orders, '#1005').lines.some((l) => l.personalization === 'Personalization: Olena')).toBe(true);
    expect(await run.adapter.order(connected.session, orders[0]!.externalId)).toMatchObject({ shipTo: null });
  });

  it('says nothing is withheld from an approved app', async () => {
    const { orders, withheld } = await pages(await connectShop(run));
    expect(withheld.every((w) => w === false)).toBe(true);
    expect(orders.every((o) => o.buyerName !== null && o.shipTo !== null)).toBe(true);
  });
});

describe('orders split over several fulfillment orders', () => {
  let connected: Connected;
  let orders: MarketplaceOrder[];
  beforeAll(async () => {
    connected = await connectShop(run);
    orders = (await pages(connected)).orders;
  }, 60_000);
  const push = (order: MarketplaceOrder, lines: Array<{ externalId: string; quantity: number }> = order.lines) =>
    run.adapter.pushTracking(connected.session, order.externalId, {
      trackingNumber: '9400111899562000000001',
      carrierCode: 'USPS',
      carrierName: 'USPS',
      trackingUrl: null,
      lines: lines.map((l) => ({ externalId: l.externalId, quantity: l.quantity })),
    });

  it('sends a parcel of the open part’s lines there; a parcel with held or closed lines is refused whole', async () => {
    const split = named(orders, '#1015');
    // The parcel says it holds every line: Shopify cannot fulfil the held and the closed parts, and says so.
    expect((await refusal(push(split))).message).toMatch(
      /^Fulfillment order \d+ has an unfulfillable status= (on_hold|closed)\.$/,
    );
    expect(await actionsOf(connected, split)).toEqual([]);
    const before = (await run.adapter.order(connected.session, split.externalId)).raw;
    const parts = (before as { fulfillmentOrders: { nodes: ShopifyFulfillmentOrder[] } }).fulfillmentOrders.nodes;
    const open = parts.find((part) => part.status === 'OPEN')!.lineItems.nodes;
    await push(
      split,
      open.map((item) => ({ externalId: item.lineItem.id, quantity: item.remainingQuantity })),
    );
    const [fulfillment] = await actionsOf(connected, split);
    expect(fulfillment).toMatchObject({ action: 'fulfillment' });
    expect(await run.adapter.order(connected.session, split.externalId)).toMatchObject({ status: 'open' });
    const raw = (await run.adapter.order(connected.session, split.externalId)).raw as {
      displayFulfillmentStatus: string;
      fulfillmentOrders: { nodes: Array<{ status: string }> };
    };
    expect(raw.displayFulfillmentStatus).toBe('PARTIALLY_FULFILLED');
    expect(raw.fulfillmentOrders.nodes.map((f) => f.status)).toEqual(['CLOSED', 'ON_HOLD', 'CLOSED']);
  });

  it('reads more than five fulfillment orders and ships them all', async () => {
    const many = named(orders, '#1016');
    expect(many.lines).toHaveLength(6);
    await push(many);
    expect(await run.adapter.order(connected.session, many.externalId)).toMatchObject({ status: 'shipped' });
  });
});

describe('a parcel’s lines, as the published schema takes them', () => {
  it('fulfils each parcel with exactly its line items, in requests the Admin schema accepts', async () => {
    const connected = await connectShop(run);
    const many = named((await pages(connected)).orders, '#1016');
    const sent: Array<{ query: string; variables: Record<string, unknown> }> = [];
    const capturing: typeof fetch = (input, init) => {
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as (typeof sent)[number]) : null;
      if (body?.query.includes('fulfillmentCreate')) sent.push(body);
      return fetch(input, init);
    };
    const adapter = run.freshAdapter(undefined, capturing);
    const parcels = [many.lines.slice(0, 2), many.lines.slice(2)];
    for (const [index, lines] of parcels.entries()) {
      await adapter.pushTracking(connected.session, many.externalId, {
        trackingNumber: `940011189956200000010${index}`,
        carrierCode: 'USPS',
        carrierName: 'USPS',
        trackingUrl: null,
        lines: lines.map((l) => ({ externalId: l.externalId, quantity: l.quantity })),
      });
    }
    expect(sent).toHaveLength(2);
    for (const request of sent) expect(requestProblems(request.query, request.variables)).toEqual([]);
    // At the sandbox: one fulfillment per parcel, each with exactly the parcel's line items and quantities.
    const shop = await shopByExternalId(run.t.database.db, 'shopify', connected.domain);
    const stored = (await orderOf(run.t.database.db, shop!.id, many.externalId))!.body as {
      fulfillments: Array<{ fulfillmentLineItems: { nodes: Array<{ quantity: number; lineItem: { id: string } }> } }>;
    };
    expect(
      stored.fulfillments.map((f) => f.fulfillmentLineItems.nodes.map((n) => [n.lineItem.id, n.quantity])),
    ).toEqual(parcels.map((lines) => lines.map((l) => [l.externalId, l.quantity])));
    // The same parcel again: its fulfillment orders are closed, and Shopify says so.
    const again = await refusal(
      adapter.pushTracking(connected.session, many.externalId, {
        trackingNumber: '9400111899562000000102',
        carrierCode: 'USPS',
        carrierName: 'USPS',
        trackingUrl: null,
        lines: parcels[0]!.map((l) => ({ externalId: l.externalId, quantity: l.quantity })),
      }),
    );
    expect(again.message).toMatch(/^Fulfillment order \d+ has an unfulfillable status= closed\.$/);
  });
});

describe('money that adds up', () => {
  it('reads discounted, edited, refunded and tax-included orders as they stand', async () => {
    const { orders } = await pages(await connectShop(run));
    for (const order of orders) expect(order.subtotal - order.discount + order.tax + order.shipping).toBe(order.total);
    const discounted = named(orders, '#1003');
    expect(discounted.discount).toBeGreaterThan(0);
    expect(discounted.subtotal).toBe(discounted.lines.reduce((sum, l) => sum + l.price * l.quantity, 0));
    const edited = named(orders, '#1013');
    expect(edited.lines).toHaveLength(1);
    expect(edited.subtotal).toBe(edited.lines[0]!.price * edited.lines[0]!.quantity);
    const refunded = named(orders, '#1014');
    expect(refunded.paymentStatus).toBe('partially_refunded');
    expect(refunded.subtotal).toBe(refunded.lines.reduce((sum, l) => sum + l.price * l.quantity, 0));
    const british = orders.find((o) => o.shipTo?.country === 'GB')!;
    expect(british.tax).toBeGreaterThan(0);
    expect(british.total).toBe(
      british.lines.reduce((sum, l) => sum + l.price * l.quantity, 0) - british.discount + british.shipping,
    );
  });
});
