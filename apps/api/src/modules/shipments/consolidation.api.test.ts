import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointDefinition } from '@cabinet/contracts/endpoint';
import { fromMinor, toMinor } from '@cabinet/contracts/money';
import type { ShipmentStatus } from '@cabinet/contracts/shipments';
import { opsShipmentsApi } from '@cabinet/contracts/shipments-ops';
import { shipmentLifecycleApi } from '@cabinet/contracts/shipment-lifecycle';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { balanceOf, signInOperator } from '../../../test/money.ts';
import { walkShipment } from './lifecycle.test-kit.ts';
import { box, createShipment, directBody, mug, shipper, type Shipper } from './shipments.test-kit.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await signInOperator(t);
});
afterAll(() => t.close());

async function walk(id: number, ...statuses: ShipmentStatus[]) {
  await walkShipment(t, op, id, ...statuses);
  return (await t.call(opsShipmentsApi.detail, { params: { id }, token: op })).json();
}

const post = (e: EndpointDefinition, token: string, payload: object, key?: string) =>
  t.call(e, { token, payload, headers: key ? { 'idempotency-key': key } : {} });

const consolidationOf = (s: Shipper) => createShipment(t, s.token, directBody(s, { type: 'consolidation' }));

describe('the consolidation label, bought at the US warehouse', () => {
  it('offers US domestic rates, charges the chosen label once, issues its track and lets the box leave', async () => {
    const seller = await shipper(t, '500.00', op);
    const created = await consolidationOf(seller);
    const early = await post(shipmentLifecycleApi.consolidationRates, seller.token, { shipment_id: created.id });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('not_at_us_warehouse');

    const d = await walk(created.id, 'customer_sent', 'in_ua_warehouse', 'transit_ua_usa', 'in_transit_warehouse');
    expect(d.shipment).toMatchObject({ pending_action: 'buy_label', payment_state: 'charged' });
    const blocked = await t.call(opsShipmentsApi.transition, {
      params: { id: created.id },
      token: op,
      body: { to: 'transit_usa_buyer' },
    });
    expect(blocked.json().code).toBe('label_not_bought');

    const rates = await post(shipmentLifecycleApi.consolidationRates, seller.token, { shipment_id: created.id });
    expect(rates.statusCode, rates.body).toBe(200);
    const offered = rates.json().rates as Array<{ delivery_type: string; price: { amount: string } }>;
    expect(offered.map((r) => r.delivery_type)).toEqual(expect.arrayContaining(['small_pack', 'ground_combined']));
    const choice = offered.find((r) => r.delivery_type === 'ground_combined')!;

    const before = await balanceOf(t, seller.token);
    const body = { shipment_id: created.id, delivery_type: 'ground_combined' };
    const bought = await post(shipmentLifecycleApi.consolidationLabel, seller.token, body, 'label-key-0001');
    expect(bought.statusCode, bought.body).toBe(200);
    const replay = await post(shipmentLifecycleApi.consolidationLabel, seller.token, body, 'label-key-0001');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const shipment = bought.json().shipment;
    expect(shipment).toMatchObject({ pending_action: null, delivery_status: 'label_created' });
    expect(shipment.track_number).toMatch(/^CA\d{9}UA$/);
    expect(toMinor(shipment.price.amount)).toBe(toMinor(created.price.amount)! + toMinor(choice.price.amount)!);
    expect((await balanceOf(t, seller.token)).available).toBe(
      fromMinor(toMinor(before.available!)! - toMinor(choice.price.amount)!),
    );
    const again = await post(shipmentLifecycleApi.consolidationLabel, seller.token, body, 'label-key-0002');
    expect(again.json().code).toBe('label_already_bought');

    const found = await t.call(opsShipmentsApi.list, { query: { search: shipment.track_number }, token: op });
    expect(found.json().total).toBe(1);
    const left = await walk(created.id, 'transit_usa_buyer', 'delivered');
    expect(left.events.map((e: { note: string }) => e.note)).toContainEqual(expect.stringMatching(/^label_bought: /));
  });

  it('is only for later-label types, and another seller’s shipment is not found', async () => {
    const seller = await shipper(t, '500.00', op);
    const direct = await createShipment(t, seller.token, directBody(seller));
    const res = await post(shipmentLifecycleApi.consolidationRates, seller.token, { shipment_id: direct.id });
    expect(res.json().code).toBe('no_consolidation_label');
    const other = await shipper(t, '10.00', op);
    const theirs = await post(shipmentLifecycleApi.consolidationRates, other.token, { shipment_id: direct.id });
    expect(theirs.statusCode).toBe(404);
    const label = await post(shipmentLifecycleApi.consolidationLabel, other.token, {
      shipment_id: direct.id,
      delivery_type: 'small_pack',
    });
    expect(label.statusCode).toBe(404);
  });
});

describe('a bulk box with later labels', () => {
  it('waits until every parcel has its label, then leaves with them', async () => {
    const seller = await shipper(t, '500.00', op);
    const parcel = { recipient_id: seller.recipientId, lines: [mug], box };
    const master = await createShipment(t, seller.token, {
      type: 'client_bulk_consolidated',
      sender_id: seller.senderId,
      box: { weight_kg: 2, length_cm: 40, width_cm: 30, height_cm: 20 },
      parcels: [parcel, parcel],
    });
    const d = await walk(master.id, 'in_ua_warehouse', 'transit_ua_usa', 'in_transit_warehouse');
    expect(d.shipment.pending_action).toBe('buy_label');
    expect(d.parcels.map((p: { pending_action: string }) => p.pending_action)).toEqual(['buy_label', 'buy_label']);
    const [first, second] = d.parcels as Array<{ id: number }>;
    const leave = () =>
      t.call(opsShipmentsApi.transition, { params: { id: master.id }, token: op, body: { to: 'transit_usa_buyer' } });
    const masterRates = await post(shipmentLifecycleApi.consolidationRates, seller.token, { shipment_id: master.id });
    expect(masterRates.json().code).toBe('no_recipient');

    const label = (id: number, key: string) =>
      post(
        shipmentLifecycleApi.consolidationLabel,
        seller.token,
        { shipment_id: id, delivery_type: 'small_pack' },
        key,
      );
    expect((await label(first!.id, 'bulk-label-01')).statusCode).toBe(200);
    expect((await leave()).json().code).toBe('label_not_bought');
    expect((await label(second!.id, 'bulk-label-02')).statusCode).toBe(200);
    const after = await walk(master.id);
    expect(after.shipment.pending_action).toBeNull();
    expect((await leave()).statusCode).toBe(200);
    const left = await walk(master.id);
    expect(left.parcels.map((p: { status: string }) => p.status)).toEqual(['transit_usa_buyer', 'transit_usa_buyer']);
  });
});

describe('the documents price', () => {
  it('prices the label of a shipment with another shipper and box, or says why there is none', async () => {
    const seller = await shipper(t, '500.00', op);
    const direct = await createShipment(t, seller.token, directBody(seller));
    const body = {
      shipper: 'air',
      shipment_id: direct.id,
      dimensions: { length_cm: 20, width_cm: 15, height_cm: 10 },
      total_weight: 1,
    };
    const res = await post(shipmentLifecycleApi.docsPrice, seller.token, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ shipper: 'air', price: { amount: '16.70' }, chargeable_weight_g: 1000 });
    const express = await post(shipmentLifecycleApi.docsPrice, seller.token, {
      ...body,
      shipper: 'express',
      total_weight: 3,
    });
    expect(express.statusCode).toBe(422);
    expect(express.json().code).toBe('no_rates_found');
    const other = await shipper(t, '10.00', op);
    expect((await post(shipmentLifecycleApi.docsPrice, other.token, body)).statusCode).toBe(404);
  });
});

describe('two operators sending one parcel at once', () => {
  it('capture its price exactly once', async () => {
    const seller = await shipper(t, '500.00', op);
    const created = await createShipment(t, seller.token, directBody(seller));
    await walk(created.id, 'in_ua_warehouse');
    const send = () =>
      t.call(opsShipmentsApi.transition, { params: { id: created.id }, token: op, body: { to: 'transit_ua_buyer' } });
    const results = await Promise.all([send(), send(), send()]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const balance = await balanceOf(t, seller.token);
    expect(balance).toMatchObject({
      will_be_removed: '0.00',
      available: fromMinor(50_000 - toMinor(created.price.amount)!),
    });
    const d = (await t.call(opsShipmentsApi.detail, { params: { id: created.id }, token: op })).json();
    expect(d.events.filter((e: { status: string }) => e.status === 'transit_ua_buyer')).toHaveLength(1);
  });
});
