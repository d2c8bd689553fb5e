import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryIn } from '@cabinet/contracts/endpoint';
import { type Shipment, type ShipmentList, shipmentsApi } from '@cabinet/contracts/shipments';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signInOperator } from '../../../test/money.ts';
import { activeMember } from '../subaccounts/subaccounts.test-helpers.ts';
import { ShipmentRepository } from './shipments.repository.ts';
import { shipments } from './shipments.schema.ts';
import {
  addAddress,
  box,
  createShipment,
  directBody,
  germanRecipient,
  mug,
  shipper,
  usRecipient,
  type Shipper,
} from './shipments.test-kit.ts';

let t: TestApp;
let s: Shipper;
/** Created in this order, a day apart from 1 March 2026 (Kyiv winter time, UTC+2), at 21:30 UTC. */
const made: Shipment[] = [];
beforeAll(async () => {
  t = await createTestApp();
  s = await shipper(t, '1000.00', await signInOperator(t));
  const greta = await addAddress(t, s.token, germanRecipient);
  const olivia = await addAddress(t, s.token, { ...usRecipient, first_name: 'Olivia', last_name: 'Hart' });
  const recipients = [s.recipientId, greta, olivia];
  for (let i = 0; i < 6; i += 1) {
    t.clock.set(new Date(Date.UTC(2026, 2, 1 + i, 21, 30)));
    made.push(await createShipment(t, s.token, directBody(s, { recipient_id: recipients[i % 3] })));
  }
  t.clock.set(new Date(Date.UTC(2026, 2, 7, 21, 30)));
  const parcel = { recipient_id: olivia, lines: [mug], box };
  made.push(
    await createShipment(t, s.token, {
      type: 'client_bulk_consolidated',
      sender_id: s.senderId,
      box,
      parcels: [parcel, parcel],
    }),
  );
  // What the lifecycle would have done: one sent, one waiting for the seller to pay, one with a carrier's track.
  const repo = new ShipmentRepository(t.database.db);
  const row = async (id: number) => (await repo.findById(id))!;
  await repo.patch(t.database.db, await row(made[1]!.id), { status: 'customer_sent', pending_action: null });
  await repo.patch(t.database.db, await row(made[2]!.id), { pending_action: null });
  await repo.patch(t.database.db, await row(made[3]!.id), { track_number: 'LA00000042UA', pending_action: null });
});
afterAll(() => t.close());

async function list(query: QueryIn<typeof shipmentsApi.list> = {}, lang?: string): Promise<ShipmentList> {
  const res = await t.call(shipmentsApi.list, { query, token: s.token, lang });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ShipmentList>();
}
const ids = (l: ShipmentList) => l.shipments.map((x) => x.id);
const idsOf = (...at: number[]) => at.map((i) => made[i]!.id);

describe('the shipment list', () => {
  it('lists singles and bulk master boxes, newest first; the parcels stay inside their box', async () => {
    const all = await list();
    expect(ids(all)).toEqual(idsOf(6, 5, 4, 3, 2, 1, 0));
    expect(all).toMatchObject({ page: 1, on_page: 20, total: 7, next_page: null });
    expect(all.shipments[0]).toMatchObject({ type: 'client_bulk_consolidated', parcels_count: 2 });
  });

  it('pages', async () => {
    expect(await list({ on_page: 3, page: 1 })).toMatchObject({ total: 7, next_page: 2 });
    const last = await list({ on_page: 3, page: 3 });
    expect(ids(last)).toEqual(idsOf(0));
    expect(last.next_page).toBeNull();
  });

  it('filters by status, type and pending action', async () => {
    expect(ids(await list({ status: 'customer_sent' }))).toEqual(idsOf(1));
    expect(ids(await list({ type: 'client_bulk_consolidated' }))).toEqual(idsOf(6));
    expect(ids(await list({ pending: 'true' }))).toEqual(idsOf(6, 5, 4, 0));
    expect(ids(await list({ status: 'customer_sent', type: 'postcard' }))).toEqual([]);
  });

  it('filters by Kyiv calendar days: 21:30 UTC on 1 March is 23:30 on 1 March in Kyiv', async () => {
    expect(ids(await list({ date_from: '2026-03-02', date_to: '2026-03-03' }))).toEqual(idsOf(2, 1));
    expect(ids(await list({ date_to: '2026-03-01' }))).toEqual(idsOf(0));
    expect(ids(await list({ date_from: '2026-03-07' }))).toEqual(idsOf(6));
  });

  it('searches the number, the track, the TTN and the recipient’s name, in any case', async () => {
    expect(ids(await list({ search: made[4]!.number.toLowerCase() }))).toEqual(idsOf(4));
    expect(ids(await list({ search: 'la00000042' }))).toEqual(idsOf(3));
    expect(ids(await list({ search: String(made[2]!.internal_track) }))).toEqual(idsOf(2));
    expect(ids(await list({ search: 'BECKER' }))).toEqual(idsOf(4, 1));
    expect(ids(await list({ search: 'greta', date_from: '2026-03-03' }))).toEqual(idsOf(4));
    expect(ids(await list({ search: '100%' }))).toEqual([]);
  });

  it('refuses malformed filters with field messages', async () => {
    const res = await t.call(shipmentsApi.list, { query: { status: 'lost', date_from: '1.3.2026' }, token: s.token });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ errors: object }>().errors).sort()).toEqual(['date_from', 'status']);
  });

  it('a bulk parcel has no place at the top level, but its detail is readable', async () => {
    const [child] = await t.database.db.select().from(shipments).where(eq(shipments.parent_id, made[6]!.id));
    const res = await t.call(shipmentsApi.detail, { params: { id: child!.id }, token: s.token });
    expect(res.json()).toMatchObject({ shipment: { parent_id: made[6]!.id, can_delete: false }, parcels: [] });
  });
});

describe('sub-account members', () => {
  it('see the account’s shipments with shipments.read, and create or delete only with shipments.write', async () => {
    const reader = await activeMember(t, s.token, ['shipments.read']);
    const res = await t.call(shipmentsApi.list, { query: { on_page: 1 }, token: reader.token });
    expect(res.json()).toMatchObject({ total: 7 });
    const create = await t.call(shipmentsApi.create, { token: reader.token, body: directBody(s) });
    expect(create.statusCode).toBe(403);
    expect(create.json()).toMatchObject({ code: 'permission_denied' });
    const del = await t.call(shipmentsApi.remove, { token: reader.token, body: { shipment_id: made[0]!.id } });
    expect(del.statusCode).toBe(403);
  });
});

describe('GET /shipping/get_shipment_statuses', () => {
  it('names every status in the caller’s language with its colour', async () => {
    const get = (lang: string) => t.call(shipmentsApi.statuses, { token: s.token, lang });
    const en = (await get('en')).json<{ statuses: Array<{ value: string; label: string; color: string }> }>();
    expect(en.statuses).toHaveLength(20);
    expect(en.statuses[0]).toEqual({ value: 'customer_created', label: 'Created', color: 'gray' });
    const ua = (await get('uk')).json<{ statuses: Array<{ value: string; label: string }> }>();
    expect(ua.statuses.find((x) => x.value === 'delivered')?.label).toBe('Доставлено');
    const ru = (await get('ru')).json<{ statuses: Array<{ value: string; label: string }> }>();
    expect(ru.statuses.find((x) => x.value === 'in_ua_warehouse')?.label).toBe('На складе в Украине');
  });
});
