import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsShipmentsApi } from '@cabinet/contracts/shipments-ops';
import { shipmentLifecycleApi } from '@cabinet/contracts/shipment-lifecycle';
import { opsStockApi } from '@cabinet/contracts/warehouse-stock';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { signInOperator } from '../../../../test/money.ts';
import { createShipment, directBody, mug, shipper, shirt } from '../../shipments/shipments.test-kit.ts';
import { addProduct, bringToUsWarehouse } from './stock.test-kit.ts';

/* Issue 23: the US warehouse finds an inbound parcel by whichever number it can read on it. */

let t: TestApp;
let admin: string;
let clerk: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInOperator(t);
  clerk = await signInOperator(t, ['warehouse']);
});
afterAll(() => t.close());

const inbound = (number: string, token = clerk) => t.call(opsStockApi.inbound, { query: { number }, token });

describe('the US warehouse’s inbound lookup', () => {
  it('finds another seller’s inbound box by our number, the TTN and the carrier’s track, and names the seller', async () => {
    const s = await shipper(t, '500.00', admin);
    await addProduct(t, s.accountId, 'SHIRT-7');
    const box = await createShipment(
      t,
      s.token,
      directBody(s, { type: 'consolidation', lines: [{ ...shirt, sku: 'SHIRT-7' }] }),
    );
    expect(box.internal_track).toMatch(/^2045\d{10}$/);

    for (const number of [
      box.number,
      box.number.toLowerCase(),
      String(box.id),
      box.internal_track!.replace(/(\d{4})/g, '$1 '),
    ]) {
      const res = await inbound(number);
      expect(res.statusCode, number).toBe(200);
      expect(res.json(), number).toMatchObject({
        id: box.id,
        number: box.number,
        owner: { account_id: s.accountId, email: s.email, name: expect.stringMatching(/\S/) },
        lines: [expect.objectContaining({ sku: 'SHIRT-7', expected: 2 })],
      });
    }

    // At the US warehouse the seller buys the last leg; its label's track finds the box too.
    await bringToUsWarehouse(t, admin, box.id);
    const label = await t.call(shipmentLifecycleApi.consolidationLabel, {
      token: s.token,
      headers: { 'idempotency-key': 'inbound-label-0001' },
      body: { shipment_id: box.id, delivery_type: 'ground_combined' },
    });
    expect(label.statusCode, label.body).toBe(200);
    const track = label.json().shipment.track_number as string;
    expect((await inbound(track.toLowerCase())).json()).toMatchObject({ id: box.id, receivable: true });
  });

  it('leads from a bulk parcel’s number to its master box', async () => {
    const s = await shipper(t, '500.00', admin);
    const parcelBox = { weight_kg: 0.5, length_cm: 20, width_cm: 15, height_cm: 5 };
    const master = await createShipment(t, s.token, {
      type: 'client_bulk',
      sender_id: s.senderId,
      box: { weight_kg: 2, length_cm: 40, width_cm: 30, height_cm: 20 },
      parcels: [
        { recipient_id: s.recipientId, lines: [shirt], box: parcelBox },
        { recipient_id: s.recipientId, lines: [mug], box: parcelBox },
      ],
    });
    const detail = await t.call(opsShipmentsApi.detail, { params: { id: master.id }, token: clerk });
    const parcel = detail.json().parcels[0] as { number: string };
    expect((await inbound(parcel.number)).json()).toMatchObject({ id: master.id, number: master.number });
  });

  it('answers 404 for a number nothing carries or a parcel not bound for the US warehouse; other roles are refused', async () => {
    const s = await shipper(t, '500.00', admin);
    const direct = await createShipment(t, s.token, directBody(s));
    for (const number of ['SC99999999', 'ZZ123456789ZZ', direct.number, direct.internal_track!]) {
      const res = await inbound(number);
      expect(res.statusCode, number).toBe(404);
      expect(res.json().code).toBe('inbound_not_found');
    }
    const support = await inbound(direct.number, await signInOperator(t, ['support']));
    expect(support.statusCode).toBe(403);
  });
});
