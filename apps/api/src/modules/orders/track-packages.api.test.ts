import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SetTrackPackage } from '@cabinet/contracts/order-tracks';
import { type Order, ordersApi } from '@cabinet/contracts/orders';
import type { ShopKind } from '@cabinet/contracts/shops';
import { createTestApp, registerSeller, type TestApp } from '../../../test/app.ts';
import { MarketplaceError } from '../../providers/marketplaces/marketplace.ts';
import type { SandboxShop } from '../../sandboxes/marketplace-kit/store.ts';
import { marketplaceSandboxes } from '../../sandboxes/marketplaces.ts';
import { connectShop } from '../shops/shops.test-kit.ts';
import { getOrder, listOrders } from './orders.test-kit.ts';
import { expectedParcel, parcelsAtMarketplace, sandboxShopOf } from './track-packages.test-kit.ts';

// Several parcels for one order (issue 21): each track number goes to the marketplace with the lines in its parcel,
// checked at each marketplace's sandbox; a parcel sent is never sent again.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const HANDLES: Record<ShopKind, string> = {
  etsy: 'ParcelsShop',
  shopify: 'parcels-shop',
  amazon: 'Parcels Store',
  ebay: 'parcels.seller',
  market: 'parcels-market',
};

const units = (order: Order) => order.lines.reduce((n, l) => n + l.quantity, 0);
const line = (l: Order['lines'][number], quantity = l.quantity) => ({ external_id: l.external_id, quantity });

/** Two parcels: the first line, and the rest (or one unit of a single line, and the others). */
function twoParcels(order: Order, first: string, second: string): SetTrackPackage[] {
  const lines = order.lines.filter((l) => l.quantity > 0);
  if (lines.length >= 2) {
    return [
      { track_number: first, lines: [line(lines[0]!)] },
      { track_number: second, lines: lines.slice(1).map((l) => line(l)) },
    ];
  }
  return [
    { track_number: first, lines: [line(lines[0]!, 1)] },
    { track_number: second, lines: [line(lines[0]!, lines[0]!.quantity - 1)] },
  ];
}

type Raw = Record<string, unknown>;
/**
 * Orders the marketplace would ship whole: not partly shipped there already (Amazon's PartiallyShipped, eBay's
 * IN_PROGRESS) and without a part on hold (Shopify's seeded #1008 and #1015, docs/sandbox-shopify.md).
 */
const SHIPPABLE: Record<ShopKind, (raw: Raw, order: Order) => boolean> = {
  etsy: () => true,
  amazon: (raw) => (raw.order as Raw | undefined)?.OrderStatus === 'Unshipped',
  shopify: (_raw, order) => !['#1008', '#1015'].includes(order.number),
  ebay: (raw) => raw.orderFulfillmentStatus === 'NOT_STARTED',
  market: (raw) => raw.status === 'paid',
};

describe.each(Object.keys(HANDLES) as ShopKind[])('%s', (kind) => {
  let seller: { token: string };
  let sandboxShop: SandboxShop;
  let orders: Order[];
  beforeAll(async () => {
    seller = await registerSeller(t);
    const shop = await connectShop(t, seller.token, kind, HANDLES[kind]);
    sandboxShop = await sandboxShopOf(t, shop.id);
    const sandbox = marketplaceSandboxes.find((s) => s.kind === kind)!;
    // Three orders of two or more units are split below: buyers order more until the shop has them.
    for (let round = 0; round < 40; round += 1) {
      // Amazon lists an order two minutes after its last change.
      t.clock.advance(3 * 60_000);
      await t.app.services.orders.importer.sync(shop.id);
      const query = { kind, unshipped: 'true', payment_status: 'paid', on_page: 100 } as const;
      const { items } = await listOrders(t, seller.token, query);
      const all = await Promise.all(items.map((o) => getOrder(t, seller.token, o.id)));
      orders = all.filter((o) => SHIPPABLE[kind](o.raw as Raw, o));
      if (orders.filter((o) => units(o) >= 2).length >= 3 && orders.length >= 4) break;
      await sandbox.addOrder(t.app.sandboxDeps, sandboxShop, t.clock.now());
    }
  }, 180_000);

  /** An open paid order not used yet, the smallest with at least `least` units. */
  const take = (least: number) => {
    const fit = orders.filter((o) => units(o) >= least).sort((a, b) => units(a) - units(b))[0];
    expect(fit, `${kind}: an order with ${least}+ units`).toBeDefined();
    orders = orders.filter((o) => o !== fit);
    return fit!;
  };
  const setTrack = (order: Order, payload: object, token = seller.token) =>
    t.call(ordersApi.setTrack, { params: { id: order.id }, token, payload });
  const atMarketplace = (order: Order) => parcelsAtMarketplace(t, sandboxShop, order);

  it('sends each number with the lines of its own parcel', async () => {
    const order = take(2);
    const packages = twoParcels(order, 'RB100000001UA', 'RB100000002UA');
    const res = await setTrack(order, {
      track_numbers: ['RB100000001UA', 'RB100000002UA'],
      carrier: 'ukrposhta',
      packages,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { track } = res.json<Order>();
    expect(track).toMatchObject({ state: 'sent', numbers: ['RB100000001UA', 'RB100000002UA'], carrier: 'ukrposhta' });
    expect(track.packages.map((p) => [p.track_number, p.lines, typeof p.sent_at])).toEqual(
      packages.map((p) => [p.track_number, p.lines, 'string']),
    );
    expect(await atMarketplace(order)).toEqual(packages.map((p) => expectedParcel(kind, p.track_number, p.lines)));
  });

  it('leaves a second parcel of the same units to the marketplace, which refuses it as it would live', async () => {
    const order = take(1);
    const first = await setTrack(order, { track_numbers: ['RB200000001UA'], carrier: 'ukrposhta' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<Order>().track.packages).toEqual([
      { track_number: 'RB200000001UA', lines: order.lines.map((l) => line(l)), sent_at: expect.any(String) },
    ]);
    const again = await setTrack(order, { track_numbers: ['RB200000002UA'], carrier: 'ukrposhta' });
    const everything = order.lines.map((l) => line(l));
    if (kind === 'etsy') {
      // Etsy takes no lines: a further shipment is accepted, and Etsy e-mails the buyer again.
      expect(again.statusCode, again.body).toBe(200);
      expect((await atMarketplace(order)).map((p) => p.number)).toEqual(['RB200000001UA', 'RB200000002UA']);
      return;
    }
    expect(again.statusCode, again.body).toBe(400);
    expect(again.json()).toMatchObject({ code: 'marketplace_refused_track' });
    // Nothing reached the marketplace: the order keeps its first parcel.
    expect((await getOrder(t, seller.token, order.id)).track).toMatchObject({
      state: 'sent',
      numbers: ['RB200000001UA'],
      packages: [expect.objectContaining({ track_number: 'RB200000001UA' })],
    });
    expect(await atMarketplace(order)).toEqual([expectedParcel(kind, 'RB200000001UA', everything)]);
  });

  it('after a partial failure, the automatic retry sends only the parcel not sent', async () => {
    const order = take(2);
    const packages = twoParcels(order, 'RB300000001UA', 'RB300000002UA');
    const adapter = t.app.services.shops.adapter(kind);
    let calls = 0;
    // The second parcel's call fails as a marketplace down for a moment would; the rest go through to the sandbox.
    const through = adapter.pushTracking;
    const sent: string[] = [];
    adapter.pushTracking = async (session, id, push) => {
      calls += 1;
      if (calls === 2) throw new MarketplaceError('unavailable', 'The marketplace answered 503', 503);
      sent.push(push.trackingNumber);
      return through(session, id, push);
    };
    try {
      const res = await setTrack(order, {
        track_numbers: ['RB300000001UA', 'RB300000002UA'],
        carrier: 'ukrposhta',
        packages,
      });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ code: 'track_partly_sent' });
      expect((await getOrder(t, seller.token, order.id)).track).toMatchObject({
        state: 'pending',
        packages: [
          expect.objectContaining({ track_number: 'RB300000001UA', sent_at: expect.any(String) }),
          expect.objectContaining({ track_number: 'RB300000002UA', sent_at: null }),
        ],
      });
      expect(await atMarketplace(order)).toEqual([expectedParcel(kind, 'RB300000001UA', packages[0]!.lines)]);

      t.clock.advance(6 * 60_000);
      expect(await t.app.services.orders.tracking.retryDue()).toMatchObject({ sent: 1 });
      expect(sent).toEqual(['RB300000001UA', 'RB300000002UA']);
      expect((await getOrder(t, seller.token, order.id)).track).toMatchObject({ state: 'sent', message: null });
      expect(await atMarketplace(order)).toEqual(packages.map((p) => expectedParcel(kind, p.track_number, p.lines)));
    } finally {
      adapter.pushTracking = through;
    }
  });

  it('answers another seller’s order with 404, and bad parcels with 400 writing nothing', async () => {
    const order = take(2);
    const stranger = await registerSeller(t);
    const body = {
      track_numbers: ['RB400000001UA', 'RB400000002UA'],
      carrier: 'ukrposhta',
      packages: twoParcels(order, 'RB400000001UA', 'RB400000002UA'),
    };
    expect((await setTrack(order, body, stranger.token)).statusCode).toBe(404);

    const noParcels = await setTrack(order, { ...body, packages: undefined });
    expect([noParcels.statusCode, Object.keys(noParcels.json().errors)]).toEqual([400, ['packages']]);
    const [a, b] = body.packages as [SetTrackPackage, SetTrackPackage];
    const strangeLine = await setTrack(order, {
      ...body,
      packages: [{ ...a, lines: [{ external_id: 'not-in-this-order', quantity: 1 }] }, b],
    });
    expect(strangeLine.statusCode).toBe(400);
    expect(strangeLine.json().errors).toHaveProperty(['packages.0.lines.0.external_id']);
    const more = { ...a, lines: a.lines.map((l) => ({ ...l, quantity: l.quantity + 1 })) };
    const twice = await setTrack(order, { ...body, packages: [more, b] });
    expect([twice.statusCode, Object.keys(twice.json().errors)]).toEqual([400, ['packages']]);
    const empty = await setTrack(order, { ...body, packages: [a, { ...b, lines: [] }] });
    expect([empty.statusCode, Object.keys(empty.json().errors)]).toEqual([400, ['packages.1.lines']]);

    expect((await getOrder(t, seller.token, order.id)).track).toMatchObject({ state: 'none', packages: [] });
    expect(await atMarketplace(order)).toEqual([]);
  });
});
