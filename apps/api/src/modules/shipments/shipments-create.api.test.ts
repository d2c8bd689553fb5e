import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShipmentDetail, type ShipmentQuote, shipmentsApi } from '@cabinet/contracts/shipments';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { balanceOf, signInOperator } from '../../../test/money.ts';
import { upload } from '../uploads/uploads.test-kit.ts';
import {
  addAddress,
  box,
  createShipment,
  directBody,
  germanRecipient,
  mug,
  postQuote,
  setVars,
  shipper,
  shirt,
  usSender,
  type Shipper,
} from './shipments.test-kit.ts';

let t: TestApp;
let op: string;
let s: Shipper;
beforeAll(async () => {
  t = await createTestApp();
  op = await signInOperator(t);
  s = await shipper(t, '1000.00', op);
});
afterAll(() => t.close());

const detail = async (id: number) => {
  const res = await t.call(shipmentsApi.detail, { params: { id }, token: s.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ShipmentDetail>();
};

describe('creating a direct shipment', () => {
  it('quotes, holds exactly the price, assigns a TTN and records the first event', async () => {
    const body = directBody(s, { insurance: true, to_hands: true, order_number: 'ETSY-1001', tags: ['gift'] });
    const quoted = await postQuote(t, s.token, body);
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quote = quoted.json<ShipmentQuote>();
    // 1 kg small pack to the US is 15.49; insurance 1.5 % of 52.50 = 0.79 → the $1 minimum; to-hands 2.00.
    expect(quote.price.lines).toEqual([
      { code: 'delivery', price: expect.objectContaining({ amount: '15.49' }) },
      { code: 'insurance', price: expect.objectContaining({ amount: '1.00' }) },
      { code: 'to_hands', price: expect.objectContaining({ amount: '2.00' }) },
    ]);
    expect(quote.price.total.amount).toBe('18.49');
    expect(quote.customs_value.amount).toBe('52.50');
    expect(quote.needs_confirmation).toEqual([]);

    const before = await balanceOf(t, s.token);
    const shipment = await createShipment(t, s.token, { ...body, expected_price: '18.49' });
    expect(shipment).toMatchObject({
      number: `SC${String(shipment.id).padStart(8, '0')}`,
      type: 'direct',
      status: 'customer_created',
      status_color: 'gray',
      price: { amount: '18.49' },
      payment_state: 'held',
      pending_action: 'hand_over',
      handover: 'office',
      internal_track: `2045${String(shipment.id).padStart(10, '0')}`,
      track_number: null,
      recipient: { first_name: 'John', country: 'US', state: 'NY' },
      sender: { company_name: 'Sunflower Crafts LLC' },
      dimensions: { length_cm: 20, width_cm: 15, height_cm: 10 },
      fact_weight_g: 1000,
      dimensional_weight_g: 600,
      customs_value: { amount: '52.50' },
      insurance: { amount: '1.00' },
      content: 'Linen shirt ×2, Mug',
      tags: ['gift'],
      can_delete: true,
    });
    const after = await balanceOf(t, s.token);
    expect(Number(before.available) - Number(after.available)).toBeCloseTo(18.49, 2);
    expect(Number(after.will_be_removed) - Number(before.will_be_removed)).toBeCloseTo(18.49, 2);

    const d = await detail(shipment.id);
    expect(d.lines.map((l) => [l.name_ua, l.name_en, l.quantity, l.unit_value.amount, l.hs_code])).toEqual([
      ['Сорочка лляна', 'Linen shirt', 2, '20.00', '6205200000'],
      ['Чашка', 'Mug', 1, '12.50', '6912002300'],
    ]);
    expect(d.events.map((e) => e.status)).toEqual(['customer_created']);
    expect(d.price_breakdown).toEqual(quote.price);

    const products = await t.call(shipmentsApi.products, { params: { id: shipment.id }, token: s.token });
    expect(products.json<{ products: unknown[] }>().products).toEqual(d.lines);
  });

  it('express: needs a proof-of-value file, which must be the seller’s own upload', async () => {
    const express = directBody(s, { delivery_type: 'express', box: { ...box, length_cm: 22, width_cm: 16 } });
    const file = await upload(t, s.token, 'statement.pdf');
    const shipment = await createShipment(t, s.token, { ...express, proof_files: [file] });
    expect(shipment).toMatchObject({ delivery_type: 'express', price: { amount: '33.99' } });
    expect(shipment.proof_files).toEqual([{ filename: file, original_name: 'statement.pdf' }]);
  });

  it('postcard: to the US only, priced by the postcard tariff', async () => {
    const card = await createShipment(t, s.token, {
      ...directBody(s, { type: 'postcard', delivery_type: undefined }),
      box: { weight_kg: 0.02, length_cm: 15, width_cm: 10, height_cm: 0.2 },
      lines: [{ name_ua: 'Листівка', name_en: 'Postcard', quantity: 1, unit_value: '3.00', hs_code: '4909000000' }],
    });
    expect(card).toMatchObject({ type: 'postcard', delivery_type: 'postcard', price: { amount: '2.50' } });
  });
});

describe('the other types', () => {
  it('consolidation: to the US warehouse now, the last leg later', async () => {
    const c = await createShipment(t, s.token, directBody(s, { type: 'consolidation', delivery_type: 'air' }));
    expect(c).toMatchObject({ type: 'consolidation', delivery_type: 'air', price: { amount: '16.70' } });
  });

  it('client_bulk: a master box and its parcels, each with its recipient, domestic legs bought now', async () => {
    const second = await addAddress(t, s.token, {
      ...germanRecipient,
      country: 'US',
      state: 'CA',
      zip: '94103',
      city: 'San Francisco',
    });
    const parcelBox = { weight_kg: 0.5, length_cm: 20, width_cm: 15, height_cm: 5 };
    const master = await createShipment(t, s.token, {
      type: 'client_bulk',
      sender_id: s.senderId,
      box: { weight_kg: 2, length_cm: 40, width_cm: 30, height_cm: 20 },
      parcels: [
        { recipient_id: s.recipientId, order_number: 'BULK-1', lines: [shirt], box: parcelBox },
        { recipient_id: second, order_number: 'BULK-2', lines: [mug], box: parcelBox },
      ],
    });
    expect(master).toMatchObject({ type: 'client_bulk', delivery_type: 'ground_combined', recipient: null });
    expect(master.parcels_count).toBe(2);
    expect(master.customs_value.amount).toBe('52.50');
    const d = await detail(master.id);
    expect(d.parcels.map((p) => [p.order_number, p.recipient?.state, p.parent_id])).toEqual([
      ['BULK-1', 'NY', master.id],
      ['BULK-2', 'CA', master.id],
    ]);
    const codes = d.price_breakdown.lines.map((l) => l.code);
    expect(codes).toEqual(['delivery', 'domestic_leg', 'handling']);
    const domestic = d.parcels.reduce((sum, p) => sum + Number(p.price.amount), 0);
    expect(d.price_breakdown.lines[1]!.price.amount).toBe(domestic.toFixed(2));
    const products = await t.call(shipmentsApi.products, { params: { id: master.id }, token: s.token });
    expect(products.json<{ products: Array<{ name_en: string }> }>().products.map((p) => p.name_en)).toEqual([
      'Linen shirt',
      'Mug',
    ]);
  });

  it('client_bulk_consolidated: the parcels’ last legs are not priced at creation', async () => {
    const parcel = { recipient_id: s.recipientId, lines: [mug], box };
    const master = await createShipment(t, s.token, {
      type: 'client_bulk_consolidated',
      sender_id: s.senderId,
      box: { weight_kg: 2, length_cm: 40, width_cm: 30, height_cm: 20 },
      parcels: [parcel, parcel],
    });
    expect((await detail(master.id)).price_breakdown.lines.map((l) => l.code)).toEqual(['delivery', 'handling']);
  });

  it('usa_domestic: a US sender to a US recipient at the domestic tariff', async () => {
    const usSenderId = await addAddress(t, s.token, usSender);
    const d = await createShipment(t, s.token, { ...directBody(s, { type: 'usa_domestic' }), sender_id: usSenderId });
    expect(d).toMatchObject({
      type: 'usa_domestic',
      price: { amount: '7.73' },
      internal_track: null,
      handover: 'self',
    });
  });

  it('Global forward (ECOM_GF = 1): priced by the destination’s zone', async () => {
    await setVars(t, s.accountId, { ECOM_GF: 1, CUSTOMER_DHL_ENABLE: 0 });
    const berlin = await addAddress(t, s.token, germanRecipient);
    const gf = await createShipment(t, s.token, directBody(s, { type: 'consolidation_usa', recipient_id: berlin }));
    expect(gf).toMatchObject({ type: 'consolidation_usa', price: { amount: '13.19' } });
  });

  it('sender consolidation (CUSTOMER_DHL_ENABLE ≠ 0): the handling fee only', async () => {
    await setVars(t, s.accountId, { ECOM_GF: 0, CUSTOMER_DHL_ENABLE: 1 });
    const c = await createShipment(
      t,
      s.token,
      directBody(s, { type: 'consolidated_from_sender', delivery_type: undefined }),
    );
    expect(c).toMatchObject({ delivery_type: null, price: { amount: '3.00' }, pending_action: 'hand_over' });
  });

  it('return label: a US buyer to our US warehouse, with its track at once', async () => {
    const r = await createShipment(t, s.token, directBody(s, { type: 'return_label' }));
    expect(r).toMatchObject({ type: 'return_label', price: { amount: '7.73' }, delivery_status: 'label_created' });
    expect(r.track_number).toMatch(/^LA\d{9}UA$/);
    expect(r.pending_action).toBeNull();
    const found = await t.call(shipmentsApi.list, { query: { search: r.track_number }, token: s.token });
    expect(found.json<{ shipments: Array<{ id: number }> }>().shipments.map((x) => x.id)).toEqual([r.id]);
  });
});
