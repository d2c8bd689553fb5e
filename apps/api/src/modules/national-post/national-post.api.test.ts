import type { EndpointDefinition } from '@cabinet/contracts/endpoint';
import {
  nationalPostApi,
  type NationalPostCreateBody,
  type NationalPostShipment,
} from '@cabinet/contracts/national-post';
import { notificationsApi } from '@cabinet/contracts/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeBarcodes, readPdf } from '../../../test/pdf.ts';
import { createTestApp, registerSeller, type TestApp } from '../../../test/app.ts';
import type { CallOptions } from '../../../test/call.ts';
import { balanceOf, fundedSeller } from '../../../test/money.ts';
import { isValidS10 } from '../../providers/carriers/s10.ts';
import { sandboxUkrposhtaShipments } from '../../sandboxes/ukrposhta/sandbox.schema.ts';
import { sandboxControl } from '../../sandboxes/ukrposhta/sandbox.test-kit.ts';
import { addAddress, uaSender, usRecipient } from '../shipments/shipments.test-kit.ts';

let t: TestApp;
let seller: Awaited<ReturnType<typeof fundedSeller>>;
let senderId: number;
let recipientId: number;
let key = 0;

const send = <const E extends EndpointDefinition>(
  e: E,
  options: CallOptions<E> = {},
  token = seller.token,
  keyed = true,
) =>
  t.call(e, {
    ...options,
    token,
    lang: 'en',
    headers: keyed && e.method !== 'GET' ? { 'idempotency-key': `np-test-${++key}` } : {},
  });

const body = (over: Partial<NationalPostCreateBody> = {}): NationalPostCreateBody => ({
  sender_id: senderId,
  recipient_id: recipientId,
  package_type: 'SMALL_BAG',
  category: 'SALE_OF_GOODS',
  weight_g: 900,
  length_cm: 30,
  width_cm: 20,
  height_cm: 5,
  lines: [
    {
      name_ua: 'Футболка',
      name_en: 'Cotton T-shirt',
      quantity: 2,
      weight_g: 300,
      unit_value: '25.00',
      origin: 'UA',
      hs_code: '6109100000',
    },
  ],
  ...over,
});

async function created(over: Partial<NationalPostCreateBody> = {}): Promise<NationalPostShipment> {
  const res = await send(nationalPostApi.create, { body: body(over) });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json<NationalPostShipment>().status).toBe('creating');
  const read = await send(nationalPostApi.get, { params: { id: res.json<NationalPostShipment>().id } });
  return read.json<NationalPostShipment>();
}

beforeAll(async () => {
  t = await createTestApp();
  seller = await fundedSeller(t, '100.00');
  senderId = await addAddress(t, seller.token, uaSender);
  recipientId = await addAddress(t, seller.token, usRecipient);
}, 60_000);
afterAll(() => t.close());

describe('national-post shipments (Ukrposhta)', () => {
  it('creates the shipment at Ukrposhta, which names its price; paying takes it from the balance', async () => {
    const shipment = await created();
    expect(shipment).toMatchObject({
      status: 'created',
      package_type: 'SMALL_BAG',
      recipient: { name: 'John Smith', city: 'New York', country: 'US' },
      customs_form: 'cn22',
      customs_form_reason: 'small_item',
      can_pay: true,
    });
    expect(isValidS10(shipment.barcode!)).toBe(true);
    expect(shipment.barcode).toMatch(/^LP/);
    expect(shipment.delivery_price?.currency).toBe('UAH');
    const price = Number(shipment.price!.amount);
    expect(price).toBeGreaterThan(0);

    const before = Number((await balanceOf(t, seller.token)).available);
    const paid = await send(nationalPostApi.pay, { params: { id: shipment.id } });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<NationalPostShipment>()).toMatchObject({ status: 'paid', can_pay: false, can_delete: true });
    expect(Number((await balanceOf(t, seller.token)).available)).toBeCloseTo(before - price, 2);
    const again = await send(nationalPostApi.pay, { params: { id: shipment.id } });
    expect([again.statusCode, again.json().code]).toEqual([409, 'national_post_not_payable']);
  });

  it('replays a retried create with the same key: one record, one parcel at Ukrposhta', async () => {
    const headers = { 'idempotency-key': 'np-retry-0001' };
    const first = await t.call(nationalPostApi.create, { token: seller.token, body: body(), headers });
    const retry = await t.call(nationalPostApi.create, { token: seller.token, body: body(), headers });
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().id).toBe(first.json().id);
    const { rows } = await t.app.services.nationalPost.repo.list(seller.accountId, { page: 1, on_page: 100 });
    expect(rows.filter((r) => r.id === first.json().id)).toHaveLength(1);
  });

  it('deletes before a post office accepts it and returns the money; refuses after, with the reason', async () => {
    const shipment = await created();
    await send(nationalPostApi.pay, { params: { id: shipment.id } });
    const before = Number((await balanceOf(t, seller.token)).available);
    const removed = await send(nationalPostApi.remove, { params: { id: shipment.id } });
    expect(removed.json<NationalPostShipment>().status).toBe('deleted');
    expect(Number((await balanceOf(t, seller.token)).available)).toBeCloseTo(
      before + Number(shipment.price!.amount),
      2,
    );

    const kept = await created();
    await send(nationalPostApi.pay, { params: { id: kept.id } });
    const accept = await sandboxControl(t, seller.accountId, kept.uuid!, 'accept');
    expect(accept.statusCode).toBe(200);
    const refused = await send(nationalPostApi.remove, { params: { id: kept.id } });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'national_post_accepted']);
    expect(refused.json().message).toBe('A post office has already accepted this parcel: it can no longer be deleted');

    const events = await send(nationalPostApi.events, { params: { id: kept.id } });
    expect(events.json().events.map((e: { name: string }) => e.name)).toEqual(['Accepted at the post office']);
  });

  it('prints the sticker and the customs form that applies, as PDFs whose barcode scans; 400 for the other form', async () => {
    const shipment = await created();
    const unpaid = await send(nationalPostApi.docs, {
      params: { uuid: shipment.uuid },
      query: { doc_type: 'sticker', doc_size: 'SIZE_A6' },
    });
    expect([unpaid.statusCode, unpaid.json().code]).toEqual([409, 'national_post_not_paid']);
    await send(nationalPostApi.pay, { params: { id: shipment.id } });

    const cn22 = await send(nationalPostApi.docs, {
      params: { uuid: shipment.uuid },
      query: { doc_type: 'cn22', doc_size: 'SIZE_10X10' },
    });
    expect(cn22.headers['content-type']).toBe('application/pdf');
    expect(readPdf(cn22.rawPayload).text).toContain('CUSTOMS DECLARATION CN 22');
    expect(decodeBarcodes(cn22.rawPayload)).toEqual([shipment.barcode]);
    const sticker = await send(nationalPostApi.docs, {
      params: { uuid: shipment.uuid },
      query: { doc_type: 'sticker', doc_size: 'SIZE_A6' },
    });
    expect(readPdf(sticker.rawPayload).info['Page size']).toMatch(/^297\.64 x 419\.53 pts/);

    const wrong = await send(nationalPostApi.docs, { params: { uuid: shipment.uuid }, query: { doc_type: 'cn23' } });
    expect([wrong.statusCode, wrong.json().code]).toEqual([400, 'national_post_customs_form']);
    const size = await send(nationalPostApi.docs, {
      params: { uuid: shipment.uuid },
      query: { doc_type: 'cn22', doc_size: 'SIZE_A4' },
    });
    expect(size.statusCode).toBe(400);
  });

  it('chooses CN23 for a parcel, and explains it', async () => {
    const parcel = await created({ package_type: 'PARCEL', weight_g: 3_000 });
    expect(parcel).toMatchObject({ customs_form: 'cn23', customs_form_reason: 'parcel' });
    expect(parcel.barcode).toMatch(/^CP/);
  });

  it('refuses a package heavier than its type allows before anything reaches Ukrposhta', async () => {
    const res = await send(nationalPostApi.create, { body: body({ package_type: 'LETTER', weight_g: 2_500 }) });
    expect([res.statusCode, res.json().errors.weight_g]).toEqual([
      400,
      ['Too heavy for this package type: choose a larger one or split the parcel'],
    ]);
  });

  it('refuses a sender outside Ukraine, a recipient in it, an unselectable code and a Cyrillic name, creating nothing', async () => {
    const atUkrposhta = async () => (await t.database.db.select().from(sandboxUkrposhtaShipments)).length;
    const before = await atUkrposhta();
    const res = await send(nationalPostApi.create, {
      body: body({
        sender_id: recipientId,
        recipient_id: senderId,
        lines: [{ ...body().lines[0]!, name_en: 'Футболка', hs_code: '6109000000' }],
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['lines.0.name_en']);
    const parties = await send(nationalPostApi.create, {
      body: body({
        sender_id: recipientId,
        recipient_id: senderId,
        lines: [{ ...body().lines[0]!, hs_code: '6109000000' }],
      }),
    });
    expect(Object.keys(parties.json().errors).sort()).toEqual(['lines.0.hs_code', 'recipient_id', 'sender_id']);
    expect(await atUkrposhta()).toBe(before);
  });

  it("follows Ukrposhta's tracking in a job: accepted, then delivered, the seller told; an interrupted create fails", async () => {
    const parcel = await created();
    await send(nationalPostApi.pay, { params: { id: parcel.id } });
    const accept = await sandboxControl(t, seller.accountId, parcel.uuid!, 'accept');
    expect(accept.statusCode).toBe(200);
    const { service, repo } = t.app.services.nationalPost;
    expect((await service.track()).moved).toBeGreaterThanOrEqual(1);
    expect((await send(nationalPostApi.get, { params: { id: parcel.id } })).json().status).toBe('accepted');
    t.clock.advance(8 * 24 * 3_600_000);
    await service.track();
    expect((await send(nationalPostApi.get, { params: { id: parcel.id } })).json().status).toBe('delivered');
    const told = await send(notificationsApi.list, { query: { page: 1, on_page: 50 } });
    const kinds = told
      .json()
      .notifications.map((n: { kind: string; payload: { barcode?: string } }) => [n.kind, n.payload.barcode]);
    expect(kinds).toContainEqual(['shipments.national_post_status', parcel.barcode]);
    expect(await service.track()).toMatchObject({ moved: 0 });

    // The process stopped between storing a create and Ukrposhta's answer: after 10 minutes it is failed.
    const stuck = await repo.insert({
      ...(await repo.find(seller.accountId, parcel.id))!,
      id: undefined,
      uuid: null,
      barcode: null,
      status: 'creating',
      created_at: new Date(t.clock.now().getTime() - 11 * 60_000),
    } as never);
    expect((await service.track()).interrupted).toBe(1);
    expect((await send(nationalPostApi.get, { params: { id: stuck.id } })).json()).toMatchObject({
      status: 'failed',
      failure: null,
      can_delete: true,
    });
  });

  it('marks a parcel the destination sent back as returned, never as delivered', async () => {
    const parcel = await created();
    await send(nationalPostApi.pay, { params: { id: parcel.id } });
    await sandboxControl(t, seller.accountId, parcel.uuid!, 'accept');
    t.clock.advance(5 * 24 * 3_600_000);
    expect((await sandboxControl(t, seller.accountId, parcel.uuid!, 'return')).statusCode).toBe(200);
    t.clock.advance(9 * 24 * 3_600_000);
    await t.app.services.nationalPost.service.track();
    const read = (await send(nationalPostApi.get, { params: { id: parcel.id } })).json<NationalPostShipment>();
    expect([read.status, read.can_delete]).toEqual(['returned', false]);
  });

  it("answers another seller's shipment 404 and lists only one's own", async () => {
    const mine = await created();
    const other = await registerSeller(t);
    expect((await send(nationalPostApi.get, { params: { id: mine.id } }, other.token)).statusCode).toBe(404);
    expect((await send(nationalPostApi.remove, { params: { id: mine.id } }, other.token)).statusCode).toBe(404);
    expect(
      (await send(nationalPostApi.docs, { params: { uuid: mine.uuid }, query: { doc_type: 'sticker' } }, other.token))
        .statusCode,
    ).toBe(404);
    expect((await send(nationalPostApi.list, {}, other.token)).json().total).toBe(0);
    const list = await send(nationalPostApi.list, { query: { query: mine.barcode } });
    expect(list.json().shipments.map((s: NationalPostShipment) => s.id)).toEqual([mine.id]);
  });
});
