import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsApi } from '@cabinet/contracts/notifications';
import { ordersApi, type ShipmentDraft } from '@cabinet/contracts/orders';
import { shipmentsApi } from '@cabinet/contracts/shipments';
import { opsShipmentsApi } from '@cabinet/contracts/shipments-ops';
import { shopsApi } from '@cabinet/contracts/shops';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signInOperator } from '../../../test/money.ts';
import { createShipment, directBody, shipper, shirt } from '../shipments/shipments.test-kit.ts';
import { connectShop } from '../shops/shops.test-kit.ts';
import { getOrder, listOrders } from './orders.test-kit.ts';
import type { ShipmentStatus } from '@cabinet/contracts/shipments';
import { walkShipment } from '../shipments/lifecycle.test-kit.ts';

// From a marketplace order to its shipment, and the track back to Etsy on the seller's chosen moment.
let t: TestApp;
let ops: string;
beforeAll(async () => {
  t = await createTestApp();
  ops = await signInOperator(t);
}, 60_000);
afterAll(() => t.close());

/** An operator moves the shipment along its route, one step at a time, `steps` times (a warehouse by receiving). */
async function advance(id: number, steps: number) {
  for (let i = 0; i < steps; i += 1) {
    const detail = await t.call(opsShipmentsApi.detail, { params: { id }, token: ops });
    const { next, receive_to } = detail.json<{ next: ShipmentStatus[]; receive_to: ShipmentStatus | null }>();
    const to = next.filter((s) => s !== 'frozen' && s !== 'customer_sent_back')[0] ?? receive_to!;
    await walkShipment(t, ops, id, to);
  }
}

async function etsySeller(shopName: string, mode: 'none' | 'destination' | 'after_warehouse') {
  const s = await shipper(t, '500.00', ops);
  const shop = await connectShop(t, s.token, 'etsy', shopName);
  await t.call(shopsApi.update, { params: { id: shop.id }, token: s.token, body: { track_mode: mode } });
  const { items } = await listOrders(t, s.token, { unshipped: 'true', payment_status: 'paid', on_page: 100 });
  const order = items.find((o) => o.country === 'US') ?? items[0]!;
  return { s, shop, order };
}

describe('create a shipment from an order', () => {
  it('fills the form from the order, puts the buyer in the address book, and the §5 guard holds', async () => {
    const { s, order } = await etsySeller('DraftShop', 'none');
    const draft = await t.call(ordersApi.shipmentDraft, { params: { id: order.id }, token: s.token });
    expect(draft.statusCode, draft.body).toBe(200);
    const body = draft.json<ShipmentDraft>();
    expect(body).toMatchObject({ order_id: order.id, order_number: order.number });
    expect(body.lines.length).toBeGreaterThan(0);
    expect(body.recipient_id).not.toBeNull();
    const again = await t.call(ordersApi.shipmentDraft, { params: { id: order.id }, token: s.token });
    expect(again.json<ShipmentDraft>().recipient_id).toBe(body.recipient_id);
    const shipment = await createShipment(
      t,
      s.token,
      directBody(s, { recipient_id: body.recipient_id!, order_number: body.order_number, lines: [shirt] }),
    );
    expect((await getOrder(t, s.token, order.id)).shipment).toMatchObject({ id: shipment.id });
    // The seller finds the parcel in the shipments list by the order's number.
    const found = await t.call(shipmentsApi.list, { query: { search: order.number }, token: s.token });
    expect(found.json<{ shipments: { id: number }[] }>().shipments.map((i) => i.id)).toEqual([shipment.id]);
    const guarded = await t.call(ordersApi.shipmentDraft, { params: { id: order.id }, token: s.token });
    expect(guarded.statusCode).toBe(409);
    expect(guarded.json()).toMatchObject({ code: 'shipment_already_created' });
  });
});

describe('the Etsy track modes (/settings/sales)', () => {
  it('"send the destination track" sends it once the shipment has it', async () => {
    const { s, order } = await etsySeller('DestinationShop', 'destination');
    const shipment = await createShipment(t, s.token, directBody(s, { order_number: order.number }));
    await advance(shipment.id, 2);
    expect((await getOrder(t, s.token, order.id)).track.state).toBe('none');
    await advance(shipment.id, 1);
    const after = await getOrder(t, s.token, order.id);
    expect(after.track).toMatchObject({ state: 'sent', carrier: 'ukrposhta', attempts: 1 });
    expect(after.track.numbers[0]).toMatch(/^[A-Z]{2}\d{9}UA$/);
  });

  it('"do not send" never sends', async () => {
    const { s, order } = await etsySeller('SilentShop', 'none');
    const shipment = await createShipment(t, s.token, directBody(s, { order_number: order.number }));
    await advance(shipment.id, 4);
    expect((await getOrder(t, s.token, order.id)).track.state).toBe('none');
  });

  it('"after the US warehouse" waits for a parcel routed through it to leave the warehouse', async () => {
    const { s, order } = await etsySeller('WarehouseShop', 'after_warehouse');
    const accountId = (await t.app.services.shops.find(order.shop_id))!.account_id;
    const moved = (status: string) => ({
      accountId,
      shipmentId: 1,
      orderNumber: order.number,
      status,
      trackNumber: 'RB123456785UA',
      viaUsWarehouse: true,
    });
    await t.app.services.orders.tracking.onShipmentMoved(moved('in_transit_warehouse'));
    expect((await getOrder(t, s.token, order.id)).track.state).toBe('none');
    await t.app.services.orders.tracking.onShipmentMoved(moved('transit_usa_buyer'));
    expect((await getOrder(t, s.token, order.id)).track).toMatchObject({ state: 'sent', numbers: ['RB123456785UA'] });
  });

  it('an order the seller marked shipped at Etsy without a track shows so, and gets no second notice', async () => {
    const { s, shop, order } = await etsySeller('MarkedAtEtsyShop', 'destination');
    // The seller marks it shipped in Shop Manager, with no tracking number; the next import brings that.
    const etsyShopId = (await t.app.services.shops.find(shop.id))!.external_id;
    const marked = await t.request({
      method: 'POST',
      url: `/api/sandbox/etsy/_sandbox/shops/${etsyShopId}/receipts/${order.number}/mark-shipped`,
      token: s.token,
      payload: {},
    });
    expect(marked.statusCode, marked.body).toBe(200);
    await t.app.services.orders.importer.sync(shop.id);
    const shipped = await getOrder(t, s.token, order.id);
    expect(shipped).toMatchObject({ status: 'shipped', track: expect.objectContaining({ state: 'none' }) });
    const { items } = await listOrders(t, s.token, { unshipped: 'true', on_page: 100 });
    expect(items.map((o) => o.id)).not.toContain(order.id);
    // Our parcel for it moves on: its track is not pushed, which would e-mail the buyer a second shipping notice.
    const shipment = await createShipment(t, s.token, directBody(s, { order_number: order.number }));
    await advance(shipment.id, 3);
    expect((await getOrder(t, s.token, order.id)).track.state).toBe('none');
  });

  it('a restricted shop’s order shows the refusal and is not retried', async () => {
    const { s, order } = await etsySeller('RestrictedAutoShop', 'destination');
    const shipment = await createShipment(t, s.token, directBody(s, { order_number: order.number }));
    await advance(shipment.id, 3);
    const after = await getOrder(t, s.token, order.id);
    expect(after.track, JSON.stringify(after.track)).toMatchObject({
      state: 'refused',
      message: expect.stringMatching(/^Etsy /),
    });
    expect((await t.app.services.orders.tracking.retryDue()).sent).toBe(0);
    // The seller hears of it: only they can still get the track to the buyer.
    const told = await t.call(notificationsApi.list, { token: s.token });
    expect(told.json<{ notifications: unknown[] }>().notifications).toContainEqual(
      expect.objectContaining({
        kind: 'sales.track_not_sent',
        payload: expect.objectContaining({ order_id: order.id, number: order.number, marketplace: 'Etsy' }),
      }),
    );
  });
});
