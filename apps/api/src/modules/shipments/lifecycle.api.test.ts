import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromMinor } from '@cabinet/contracts/money';
import { notificationsApi } from '@cabinet/contracts/notifications';
import { shipmentsApi, type ShipmentStatus } from '@cabinet/contracts/shipments';
import { opsShipmentsApi } from '@cabinet/contracts/shipments-ops';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { mailOutbox } from '../../providers/mail/mail.schema.ts';
import { balanceOf, fundedSeller, signInOperator } from '../../../test/money.ts';
import { insertShipment, walkShipment } from './lifecycle.test-kit.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await signInOperator(t);
});
afterAll(() => t.close());

const transition = (id: number, to: ShipmentStatus, lang = 'en', note = '') =>
  t.call(opsShipmentsApi.transition, { params: { id }, token: op, lang, body: { to, note } });

const walk = (id: number, ...statuses: ShipmentStatus[]) => walkShipment(t, op, id, ...statuses);

const lettersTo = (email: string) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, email)).orderBy(asc(mailOutbox.id));

const detail = async (id: number) => (await t.call(opsShipmentsApi.detail, { params: { id }, token: op })).json();

describe('moving a shipment along its route', () => {
  it('captures the held price once, when the parcel leaves, with cashback, and tells the seller each time', async () => {
    const seller = await fundedSeller(t, '100', op);
    const row = await insertShipment(t, { accountId: seller.accountId, pending_action: 'hand_over' });
    const price = fromMinor(row.price);
    expect((await balanceOf(t, seller.token)).will_be_removed).toBe(price);

    await walk(row.id, 'customer_sent', 'in_ua_warehouse');
    let d = await detail(row.id);
    expect(d.shipment).toMatchObject({ status: 'in_ua_warehouse', payment_state: 'held', pending_action: null });
    expect(d.next).toEqual(['transit_ua_buyer', 'customer_sent_back', 'frozen']);

    await walk(row.id, 'transit_ua_buyer');
    const balance = await balanceOf(t, seller.token);
    expect(balance.will_be_removed).toBe('0.00');
    expect(balance.available).toBe(fromMinor(10_000 - row.price));
    expect(Number(balance.cashback)).toBe(Math.floor(row.price * 0.02) / 100);
    d = await detail(row.id);
    expect(d.shipment).toMatchObject({ payment_state: 'charged', delivery_status: 'in_transit' });
    // Registered with the carrier as it left: a UPU S10 track the seller can search by.
    expect(d.shipment.track_number).toMatch(/^[A-Z]{2}\d{9}UA$/);
    const found = await t.call(shipmentsApi.list, { query: { search: d.shipment.track_number }, token: seller.token });
    expect(found.json().shipments.map((s: { id: number }) => s.id)).toEqual([row.id]);

    await walk(row.id, 'delivered');
    expect((await balanceOf(t, seller.token)).available).toBe(fromMinor(10_000 - row.price));
    d = await detail(row.id);
    expect(d.shipment.delivery_status).toBe('delivered');
    expect(d.events.map((e: { status: string }) => e.status)).toEqual([
      'customer_created',
      'customer_sent',
      'in_ua_warehouse',
      'transit_ua_buyer',
      'delivered',
    ]);
    expect(d.next).toEqual([]);

    const notes = await t.call(notificationsApi.list, { token: seller.token });
    const kinds = notes.json().notifications.map((n: { kind: string }) => n.kind);
    expect(kinds.filter((k: string) => k === 'shipments.status_changed')).toHaveLength(4);
  });

  it('refuses a move off the type’s route with 409 invalid_transition, in the caller’s language', async () => {
    const seller = await fundedSeller(t, '100', op);
    const direct = await insertShipment(t, { accountId: seller.accountId, status: 'in_ua_warehouse' });
    const res = await transition(direct.id, 'transit_ua_usa', 'ua');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'invalid_transition',
      message: 'Така зміна статусу зараз неможлива для цього відправлення',
    });
    expect((await transition(direct.id, 'delivered')).statusCode).toBe(409);

    const consolidation = await insertShipment(t, { accountId: seller.accountId, type: 'consolidation' });
    expect((await transition(consolidation.id, 'transit_usa_buyer')).statusCode).toBe(409);
    await walk(consolidation.id, 'in_ua_warehouse');
    expect((await transition(consolidation.id, 'transit_ua_buyer')).statusCode).toBe(409);
    await walk(consolidation.id, 'transit_ua_usa', 'in_svh', 'svh_process', 'in_transit_warehouse');

    const returnLabel = await insertShipment(t, { accountId: seller.accountId, type: 'return_label' });
    expect((await transition(returnLabel.id, 'in_ua_warehouse')).statusCode).toBe(409);
    await walk(returnLabel.id, 'transit_buyer_usa', 'in_transit_warehouse', 'return_processed');
    expect((await detail(returnLabel.id)).shipment.payment_state).toBe('charged');
    expect((await transition(returnLabel.id, 'frozen')).statusCode).toBe(409);
  });

  it('lets a parcel into a warehouse only by a receipt with its measurements (409 receipt_required)', async () => {
    const seller = await fundedSeller(t, '100', op);
    const row = await insertShipment(t, { accountId: seller.accountId });
    expect(await detail(row.id)).toMatchObject({ receive_to: 'in_ua_warehouse' });
    expect((await detail(row.id)).next).not.toContain('in_ua_warehouse');
    const clicked = await transition(row.id, 'in_ua_warehouse', 'ua');
    expect(clicked.statusCode).toBe(409);
    expect(clicked.json()).toMatchObject({
      code: 'receipt_required',
      message:
        'Посилка потрапляє на склад лише під час приймання з вагою і розмірами. Виміряйте її та натисніть «Прийняти».',
    });
    expect((await detail(row.id)).shipment.status).toBe('customer_created');
    // Nor can it leave from where it stands: departure is from a warehouse, and the refusal says so.
    const leave = await transition(row.id, 'transit_ua_buyer');
    expect(leave.statusCode).toBe(409);
    expect(leave.json()).toMatchObject({ code: 'not_received', message: expect.stringContaining('not been received') });

    await walk(row.id, 'in_ua_warehouse');
    const received = (await detail(row.id)).shipment;
    expect(received.status).toBe('in_ua_warehouse');
    expect(received.measured).not.toBeNull();
  });

  it('freezes from a live status and unfreezes back to it; a frozen shipment moves nowhere else', async () => {
    const seller = await fundedSeller(t, '100', op);
    const row = await insertShipment(t, { accountId: seller.accountId, status: 'in_ua_warehouse' });
    const frozen = await t.call(opsShipmentsApi.freeze, {
      params: { id: row.id },
      token: op,
      body: { note: 'customs question' },
    });
    expect(frozen.statusCode).toBe(200);
    expect(frozen.json().shipment.status).toBe('frozen');
    expect(await detail(row.id)).toMatchObject({ next: [], unfreeze_to: 'in_ua_warehouse', receive_to: null });
    expect((await transition(row.id, 'transit_ua_buyer')).statusCode).toBe(409);

    const back = await t.call(opsShipmentsApi.unfreeze, { params: { id: row.id }, token: op, body: {} });
    expect(back.json().shipment.status).toBe('in_ua_warehouse');
    const again = await t.call(opsShipmentsApi.unfreeze, { params: { id: row.id }, token: op, body: {} });
    expect(again.statusCode).toBe(409);
    const events = (await detail(row.id)).events;
    expect(events.at(-2)).toMatchObject({ status: 'frozen', note: 'customs question' });
  });

  it('freezes only with a reason (400 reason_required, in the caller’s language), and changes nothing without one', async () => {
    const seller = await fundedSeller(t, '100', op);
    const row = await insertShipment(t, { accountId: seller.accountId, status: 'in_ua_warehouse' });
    for (const note of [undefined, '', '  ', 'ok']) {
      const res = await t.call(opsShipmentsApi.freeze, {
        params: { id: row.id },
        token: op,
        lang: 'ua',
        payload: note === undefined ? {} : { note },
      });
      expect(res.statusCode, String(note)).toBe(400);
      expect(Object.keys(res.json().errors), String(note)).toEqual(['note']);
    }
    const blank = await t.call(opsShipmentsApi.freeze, {
      params: { id: row.id },
      token: op,
      lang: 'ua',
      payload: { note: '' },
    });
    expect(blank.json().errors.note).toEqual(['Введіть причину, щонайменше 3\u00a0символи: її прочитає продавець']);
    // Nor through the plain transition: a freeze is a freeze, whichever door.
    const viaTransition = await transition(row.id, 'frozen');
    expect(viaTransition.statusCode).toBe(400);
    expect(viaTransition.json().errors).toEqual({
      note: ['Enter the reason, at least 3\u00a0characters: the seller will read it'],
    });
    expect((await detail(row.id)).shipment.status).toBe('in_ua_warehouse');
    expect((await transition(row.id, 'frozen', 'en', 'address check')).statusCode).toBe(200);
  });

  it('tells the seller why a shipment is frozen, on the shipment and in words, until it is unfrozen', async () => {
    const seller = await fundedSeller(t, '100', op);
    const row = await insertShipment(t, { accountId: seller.accountId, status: 'in_ua_warehouse' });
    await t.call(opsShipmentsApi.freeze, {
      params: { id: row.id },
      token: op,
      body: { note: 'Customs asked for an invoice' },
    });
    const mine = await t.call(shipmentsApi.detail, { params: { id: row.id }, token: seller.token });
    expect(mine.json()).toMatchObject({
      shipment: { status: 'frozen' },
      frozen_reason: 'Customs asked for an invoice',
    });
    const notes = (await t.call(notificationsApi.list, { token: seller.token })).json().notifications;
    expect(notes[0]).toMatchObject({
      kind: 'shipments.frozen',
      payload: { number: mine.json().shipment.number, reason: 'Customs asked for an invoice' },
    });
    const letter = (await lettersTo(seller.email)).at(-1)!;
    expect(letter.subject).toBe(`Shipment ${mine.json().shipment.number} is frozen`);
    expect(letter.text).toContain('The reason: Customs asked for an invoice');

    await t.call(opsShipmentsApi.unfreeze, { params: { id: row.id }, token: op, body: {} });
    const after = await t.call(shipmentsApi.detail, { params: { id: row.id }, token: seller.token });
    expect(after.json().frozen_reason).toBeNull();
    // The way back is told as a status, by name.
    const back = (await lettersTo(seller.email)).at(-1)!;
    expect(back.subject).toBe(`Shipment ${mine.json().shipment.number}: At the Ukrainian warehouse`);
  });

  it('keeps “hand over” through a freeze at creation, and clears it once the parcel is handed over', async () => {
    const seller = await fundedSeller(t, '100', op);
    const row = await insertShipment(t, { accountId: seller.accountId, pending_action: 'hand_over' });
    await walk(row.id, 'frozen', 'customer_created');
    expect((await detail(row.id)).shipment).toMatchObject({ status: 'customer_created', pending_action: 'hand_over' });
    await walk(row.id, 'customer_sent');
    expect((await detail(row.id)).shipment.pending_action).toBeNull();
  });

  it('gives the held price back when the parcel is sent back before it left', async () => {
    const seller = await fundedSeller(t, '100', op);
    const row = await insertShipment(t, { accountId: seller.accountId });
    await walk(row.id, 'in_ua_warehouse', 'customer_sent_back');
    const balance = await balanceOf(t, seller.token);
    expect(balance).toMatchObject({ available: '100.00', will_be_removed: '0.00' });
    expect((await detail(row.id)).shipment.payment_state).toBe('released');
  });

  it('moves a bulk master’s parcels with it, and not a parcel on its own', async () => {
    const seller = await fundedSeller(t, '100', op);
    const master = await insertShipment(t, {
      accountId: seller.accountId,
      type: 'client_bulk',
      delivery_type: null,
      extra: 300,
    });
    const child = await insertShipment(t, {
      accountId: seller.accountId,
      type: 'client_bulk',
      delivery_type: null,
      extra: 100,
    });
    await t.database.db.execute(`update shipments set parent_id = ${master.id} where id = ${child.id}`);
    expect((await transition(child.id, 'in_ua_warehouse')).statusCode).toBe(409);
    await walk(master.id, 'in_ua_warehouse', 'transit_ua_usa');
    const d = await detail(master.id);
    expect(d.parcels[0]).toMatchObject({ status: 'transit_ua_usa', payment_state: 'charged' });
    expect((await balanceOf(t, seller.token)).will_be_removed).toBe('0.00');
  });
});

describe('the operators’ desk', () => {
  it('finds shipments of every account by number, track or recipient, with a status filter and paging', async () => {
    const seller = await fundedSeller(t, '100', op);
    const row = await insertShipment(t, { accountId: seller.accountId, status: 'customer_sent' });
    const number = `SC${String(row.id).padStart(8, '0')}`;
    const byNumber = await t.call(opsShipmentsApi.list, { query: { search: number.toLowerCase() }, token: op });
    expect(byNumber.json()).toMatchObject({ total: 1, shipments: [{ id: row.id, owner: { email: seller.email } }] });
    const byName = await t.call(opsShipmentsApi.list, {
      query: { search: 'john smith', status: 'customer_sent', on_page: 1 },
      token: op,
    });
    expect(byName.json().shipments).toHaveLength(1);
    expect(byName.json().shipments[0].status).toBe('customer_sent');
  });

  it('is for operators only: a seller gets 403, and the seller’s routes are not for operators', async () => {
    const seller = await fundedSeller(t, '100', op);
    const row = await insertShipment(t, { accountId: seller.accountId });
    for (const e of [
      opsShipmentsApi.list,
      opsShipmentsApi.detail,
      opsShipmentsApi.transition,
      opsShipmentsApi.receive,
      opsShipmentsApi.freeze,
    ]) {
      const res = await t.call(e, {
        params: { id: row.id },
        token: seller.token,
        payload: e.method === 'POST' ? {} : undefined,
      });
      expect(res.statusCode, e.path).toBe(403);
    }
    expect((await t.call(opsShipmentsApi.detail, { params: { id: 999999 }, token: op })).statusCode).toBe(404);
  });
});
