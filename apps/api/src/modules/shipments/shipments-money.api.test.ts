import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Shipment, shipmentsApi } from '@cabinet/contracts/shipments';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { rowCount } from '../../../test/db.ts';
import { balanceOf, signInOperator } from '../../../test/money.ts';
import { holds } from '../money/ledger/ledger.schema.ts';
import { box, createShipment, directBody, mug, postShipment, shipper, type Shipper } from './shipments.test-kit.ts';
import { shipmentEvents, shipmentLines, shipments } from './shipments.schema.ts';

let t: TestApp;
let op: string;
let s: Shipper;
beforeAll(async () => {
  t = await createTestApp();
  op = await signInOperator(t);
  s = await shipper(t, '200.00', op);
});
afterAll(() => t.close());

const remove = (id: number, token = s.token, lang = 'en') =>
  t.call(shipmentsApi.remove, { token, lang, body: { shipment_id: id } });
const counts = async () =>
  Promise.all([shipments, shipmentLines, shipmentEvents, holds].map((table) => rowCount(t.database, table)));

describe('holding the price', () => {
  it('not enough money on the balance: 422 and nothing is written', async () => {
    const poor = await shipper(t, '5.00', op);
    const before = await counts();
    const res = await postShipment(t, poor.token, directBody(poor), { lang: 'en' });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: 'insufficient_funds', message: 'Insufficient funds on the balance' });
    expect(await counts()).toEqual(before);
    expect((await balanceOf(t, poor.token)).available).toBe('5.00');
  });

  it('an Idempotency-Key replays the first answer: one shipment, one hold', async () => {
    const body = directBody(s, { order_number: 'IDEM-1' });
    const first = await postShipment(t, s.token, body, { key: 'create-idem-0001' });
    expect(first.statusCode, first.body).toBe(201);
    const before = await counts();
    const replay = await postShipment(t, s.token, body, { key: 'create-idem-0001' });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await counts()).toEqual(before);
  });
});

describe('§5 double-shipment guard', () => {
  it('a second shipment for the same order is refused; deleting the first frees the order', async () => {
    const first = await createShipment(t, s.token, directBody(s, { order_number: 'ETSY-77' }));
    const again = await postShipment(t, s.token, directBody(s, { order_number: 'ETSY-77' }), { lang: 'uk' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'shipment_already_created',
      message: 'Для цього замовлення відправлення вже створено',
      order_numbers: ['ETSY-77'],
    });
    expect((await remove(first.id)).statusCode).toBe(200);
    expect((await postShipment(t, s.token, directBody(s, { order_number: 'ETSY-77' }))).statusCode).toBe(201);
  });

  it('the same order twice inside one bulk shipment is refused too', async () => {
    const parcel = { recipient_id: s.recipientId, order_number: 'BULK-DUP', lines: [mug], box };
    const res = await postShipment(t, s.token, {
      type: 'client_bulk_consolidated',
      sender_id: s.senderId,
      box,
      parcels: [parcel, parcel],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'shipment_already_created', order_numbers: ['BULK-DUP'] });
  });

  it('10 parallel creations for one order make exactly one shipment and one hold', async () => {
    const racer = await shipper(t, '500.00', op);
    const body = directBody(racer, { order_number: 'RACE-1' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => postShipment(t, racer.token, body)));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    for (const r of answers.filter((a) => a.statusCode === 409)) {
      expect(r.json()).toMatchObject({ code: 'shipment_already_created' });
    }
    const mine = await t.database.db.select().from(shipments).where(eq(shipments.account_id, racer.accountId));
    expect(mine).toHaveLength(1);
    const balance = await balanceOf(t, racer.token);
    expect(balance.will_be_removed).toBe('15.49');
    expect(balance.available).toBe('484.51');
  });
});

describe('deleting', () => {
  it('releases the hold at once; a second delete is 404', async () => {
    const before = await balanceOf(t, s.token);
    const shipment = await createShipment(t, s.token, directBody(s));
    expect((await balanceOf(t, s.token)).will_be_removed).not.toBe(before.will_be_removed);
    const res = await remove(shipment.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(await balanceOf(t, s.token)).toEqual(before);
    expect((await remove(shipment.id)).statusCode).toBe(404);
  });

  it('a bulk master box goes with its parcels and their hold', async () => {
    const before = await balanceOf(t, s.token);
    const parcel = { recipient_id: s.recipientId, lines: [mug], box };
    const master = await createShipment(t, s.token, {
      type: 'client_bulk',
      sender_id: s.senderId,
      box: { ...box, weight_kg: 2 },
      parcels: [parcel, parcel],
    });
    const [child] = await t.database.db.select().from(shipments).where(eq(shipments.parent_id, master.id));
    expect((await remove(child!.id)).json()).toMatchObject({ code: 'shipment_not_deletable' });
    expect((await remove(master.id)).statusCode).toBe(200);
    expect(await t.database.db.select().from(shipments).where(eq(shipments.parent_id, master.id))).toEqual([]);
    expect(await balanceOf(t, s.token)).toEqual(before);
  });

  it('only a shipment nobody has touched: otherwise 409 in the caller’s language', async () => {
    const shipment = await createShipment(t, s.token, directBody(s));
    await t.database.db.update(shipments).set({ status: 'customer_sent' }).where(eq(shipments.id, shipment.id));
    const res = await remove(shipment.id, s.token, 'ru');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'shipment_not_deletable',
      message: 'Удалить можно только отправление, которое ещё не передано',
    });
  });
});

describe('another account', () => {
  it('sees none of it: detail, products and delete answer 404 like a missing id', async () => {
    const shipment: Shipment = await createShipment(t, s.token, directBody(s));
    const stranger = await shipper(t, '1.00', op);
    for (const e of [shipmentsApi.detail, shipmentsApi.products]) {
      const res = await t.call(e, { params: { id: shipment.id }, token: stranger.token });
      expect(res.statusCode, e.path).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    }
    expect((await remove(shipment.id, stranger.token)).statusCode).toBe(404);
    const missing = await t.call(shipmentsApi.detail, { params: { id: 2147483647 }, token: s.token });
    expect(missing.statusCode).toBe(404);
    const list = await t.call(shipmentsApi.list, { token: stranger.token });
    expect(list.json()).toMatchObject({ shipments: [], total: 0 });
  });
});
