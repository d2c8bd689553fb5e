import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditApi } from '@cabinet/contracts/audit';
import { fromMinor } from '@cabinet/contracts/money';
import type { ShipmentStatus } from '@cabinet/contracts/shipments';
import { opsShipmentsApi, type BulkMoveResult, type OpsShipmentLookup } from '@cabinet/contracts/shipments-ops';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { balanceOf, fundedSeller, signInOperator } from '../../../test/money.ts';
import { insertShipment, walkShipment } from './lifecycle.test-kit.ts';
import { createShipment, directBody, mug, shipper, shirt } from './shipments.test-kit.ts';

/* Issue 23, the warehouse desks: a parcel found by any number on its label, and the same move for several parcels. */

let t: TestApp;
let admin: string;
let clerk: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInOperator(t);
  clerk = await signInOperator(t, ['warehouse']);
});
afterAll(() => t.close());

const lookup = (code: string, token = clerk, lang = 'en') =>
  t.call(opsShipmentsApi.lookup, { query: { code }, token, lang });

const bulk = (ids: number[], to: ShipmentStatus, note = '', token = clerk) =>
  t.call(opsShipmentsApi.bulkTransition, { token, lang: 'en', body: { ids, to, note } });

const detail = async (id: number) => (await t.call(opsShipmentsApi.detail, { params: { id }, token: clerk })).json();

describe('finding a parcel by what a scanner reads off its label', () => {
  it('finds another seller’s parcel by our number, the TTN and the carrier’s track, in any case and with spaces', async () => {
    const s = await shipper(t, '500.00', admin);
    const direct = await createShipment(t, s.token, directBody(s));
    expect(direct.internal_track).toMatch(/^2045\d{10}$/);
    const returned = await createShipment(t, s.token, directBody(s, { type: 'return_label' }));
    expect(returned.track_number).toMatch(/^[A-Z]{2}\d{9}[A-Z]{2}$/);

    const byNumber = await lookup(direct.number.toLowerCase());
    expect(byNumber.statusCode, byNumber.body).toBe(200);
    const found = byNumber.json<OpsShipmentLookup>();
    expect(found).toMatchObject({
      matched_by: 'number',
      via_parcel: null,
      receive_to: 'in_ua_warehouse',
      shipment: { id: direct.id, number: direct.number, measured: null },
      owner: { account_id: s.accountId, email: s.email },
    });
    expect(found.owner.name).not.toBe('');

    const spaced = direct.internal_track!.replace(/(\d{4})/g, '$1 ');
    expect((await lookup(spaced)).json()).toMatchObject({ matched_by: 'ttn', shipment: { id: direct.id } });
    expect((await lookup(` ${returned.track_number!.toLowerCase()} `)).json()).toMatchObject({
      matched_by: 'track',
      shipment: { id: returned.id },
    });
  });

  it('leads from a bulk parcel’s number to its master box, which is what is received', async () => {
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
    const parcel = (await detail(master.id)).parcels[1];
    const res = await lookup(parcel.number);
    expect(res.json()).toMatchObject({
      matched_by: 'number',
      via_parcel: parcel.number,
      shipment: { id: master.id },
      receive_to: 'in_ua_warehouse',
    });
  });

  it('says in words that no parcel has an unknown number, track or TTN', async () => {
    for (const code of ['SC99999999', 'ZZ123456789ZZ', '20459999999999']) {
      const res = await lookup(code);
      expect(res.statusCode, code).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'shipment_code_unknown',
        message: 'No parcel has this number, track or TTN. Check the number and scan again.',
      });
    }
    expect((await lookup('')).statusCode).toBe(400);
  });

  it('is the warehouse’s: an operator without the role and a seller are refused', async () => {
    const s = await fundedSeller(t, '100', admin);
    const row = await insertShipment(t, { accountId: s.accountId });
    const number = `SC${String(row.id).padStart(8, '0')}`;
    expect((await lookup(number, admin)).statusCode).toBe(200);
    for (const roles of [['support'], ['finance']] as const) {
      const res = await lookup(number, await signInOperator(t, [...roles]));
      expect(res.statusCode, roles[0]).toBe(403);
      expect(res.json().code).toBe('ops_role_required');
    }
    expect((await lookup(number, s.token)).statusCode).toBe(403);
  });
});

describe('moving several shipments at once', () => {
  it('moves each on its own and reports each: moved, not received yet, held for its delivery type, unknown', async () => {
    const seller = await fundedSeller(t, '100', admin);
    const ready = await insertShipment(t, { accountId: seller.accountId });
    const alsoReady = await insertShipment(t, { accountId: seller.accountId });
    const waiting = await insertShipment(t, { accountId: seller.accountId, status: 'customer_sent' });
    const held = await insertShipment(t, { accountId: seller.accountId });
    await walkShipment(t, clerk, ready.id, 'in_ua_warehouse');
    await walkShipment(t, clerk, alsoReady.id, 'in_ua_warehouse');
    // 2.6 kg as a small pack: over the type's limit, so the parcel is held at the warehouse.
    const measured = { weight_kg: 2.6, length_cm: 30, width_cm: 20, height_cm: 10 };
    await t.call(opsShipmentsApi.receive, { params: { id: held.id }, token: clerk, body: measured });

    const res = await bulk(
      [ready.id, waiting.id, held.id, 99_999_999, alsoReady.id, ready.id],
      'transit_ua_buyer',
      'truck 7',
    );
    expect(res.statusCode, res.body).toBe(200);
    const results = res.json<{ results: BulkMoveResult[] }>().results;
    // In the order asked, each once.
    expect(results.map((r) => [r.id, r.outcome, r.code])).toEqual([
      [ready.id, 'moved', null],
      [waiting.id, 'refused', 'not_received'],
      [held.id, 'refused', 'delivery_unfit'],
      [99_999_999, 'refused', 'not_found'],
      [alsoReady.id, 'moved', null],
    ]);
    const [moved, notReceived, unfit, unknown] = results;
    expect(moved!.shipment).toMatchObject({ status: 'transit_ua_buyer', payment_state: 'charged' });
    expect(notReceived).toMatchObject({
      number: `SC${String(waiting.id).padStart(8, '0')}`,
      message: 'The parcel has not been received at the warehouse yet. Receive it with its weight and size first.',
      shipment: { status: 'customer_sent' },
    });
    expect(unfit).toMatchObject({
      message: expect.stringContaining('does not fit its delivery type'),
      shipment: { status: 'in_ua_warehouse', pending_action: 'fix_delivery', delivery_problem: 'over_max_weight' },
    });
    expect(unknown).toMatchObject({ number: 'SC99999999', shipment: null, message: 'Not found' });

    // The two that left were charged; the held one and the one not received still only hold their prices.
    expect((await detail(ready.id)).events.at(-1)).toMatchObject({ status: 'transit_ua_buyer', note: 'truck 7' });
    expect((await detail(held.id)).shipment).toMatchObject({ status: 'in_ua_warehouse', payment_state: 'held' });
    expect((await balanceOf(t, seller.token)).will_be_removed).toBe(fromMinor(waiting.price + held.price));

    // The audit trail keeps the batch as one action of the clerk's, for the seller whose parcels they were.
    const audit = await t.call(auditApi.list, {
      token: admin,
      query: { account_id: seller.accountId, action: 'shipment_bulk_transition' },
    });
    const n = (id: number) => `SC${String(id).padStart(8, '0')}`;
    expect(audit.json().events).toEqual([
      expect.objectContaining({
        before: null,
        after: {
          to: 'transit_ua_buyer',
          moved: `${n(ready.id)}, ${n(alsoReady.id)}`,
          refused: `${n(waiting.id)}, ${n(held.id)}, SC99999999`,
        },
        reason: 'truck 7',
      }),
    ]);
  });

  it('refuses a warehouse entry without a receipt, as a single move does', async () => {
    const seller = await fundedSeller(t, '100', admin);
    const row = await insertShipment(t, { accountId: seller.accountId });
    const results = (await bulk([row.id], 'in_ua_warehouse')).json<{ results: BulkMoveResult[] }>().results;
    expect(results).toEqual([
      expect.objectContaining({ outcome: 'refused', code: 'receipt_required', shipment: expect.anything() }),
    ]);
    expect((await detail(row.id)).shipment.status).toBe('customer_created');
  });

  it('takes 1 to 100 shipments and is the warehouse’s', async () => {
    expect((await bulk([], 'transit_ua_buyer')).statusCode).toBe(400);
    const many = Array.from({ length: 101 }, (_, i) => i + 1);
    expect((await bulk(many, 'transit_ua_buyer')).statusCode).toBe(400);
    const support = await signInOperator(t, ['support']);
    const refused = await bulk([1], 'transit_ua_buyer', '', support);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ops_role_required');
  });
});
