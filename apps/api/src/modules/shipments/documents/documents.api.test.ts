import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointDefinition } from '@cabinet/contracts/endpoint';
import { shipmentDocumentsApi } from '@cabinet/contracts/shipment-documents';
import { createTestApp, registerSeller, type TestApp } from '../../../../test/app.ts';
import { accountIdOf } from '../../../../test/money.ts';
import { A4_PAGE_SIZE, decodeBarcodes, readPdf } from '../../../../test/pdf.ts';
import { activeMember } from '../../subaccounts/subaccounts.test-helpers.ts';
import { shipmentNumber } from '../shipment-number.ts';
import { insertDocShipment, line } from './documents.test-kit.ts';

let t: TestApp;
let token: string;
let accountId: number;
let stranger: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerSeller(t));
  accountId = await accountIdOf(t, token);
  stranger = (await registerSeller(t)).token;
});
afterAll(() => t.close());

const get = (e: EndpointDefinition, id: number, as = token) => t.call(e, { params: { id }, token: as });

describe('GET /shipping/label/by_shipment/{id}', () => {
  it('is a 10 × 10 cm label with the S10 track barcode, zone, from, to, weight, marked SANDBOX', async () => {
    const s = await insertDocShipment(t, accountId, { track_number: 'CA000000126UA', measured: null });
    const res = await get(shipmentDocumentsApi.label, s.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="label-CA000000126UA.pdf"');
    const { info, text } = readPdf(res.rawPayload);
    expect(info['Page size']).toMatch(/^283\.465 x 283\.465 pts$/);
    expect(info.Pages).toBe('1');
    expect(text).toContain('SANDBOX');
    expect(text).toContain('EU_UK'); // Ukraine → Poland
    expect(text).toContain('Тарас Шевченко');
    expect(text).toContain('Olena Kovalenko');
    expect(text).toContain('Weight: 1.250 kg');
    expect(text).toContain(shipmentNumber(s.id));
    expect(decodeBarcodes(res.rawPayload)).toEqual(['CA000000126UA']);
  });

  it('states the weight the warehouse measured once it has', async () => {
    const measured = { weight_g: 1730, length_mm: 300, width_mm: 200, height_mm: 100 };
    const s = await insertDocShipment(t, accountId, { measured });
    expect(readPdf((await get(shipmentDocumentsApi.label, s.id)).rawPayload).text).toContain('1.730 kg');
  });

  it('answers 409 label_not_ready before the shipment has a track, 404 for another account', async () => {
    const untracked = await insertDocShipment(t, accountId, { track_number: null });
    const res = await get(shipmentDocumentsApi.label, untracked.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'label_not_ready' });
    const tracked = await insertDocShipment(t, accountId);
    expect((await get(shipmentDocumentsApi.label, tracked.id, stranger)).statusCode).toBe(404);
  });
});

describe('GET /shipping/shipment/proforma/{id}', () => {
  it('is an A4 invoice: parties, goods in English and Ukrainian, HS codes, totals, origin, reason, signature', async () => {
    const s = await insertDocShipment(t, accountId, {}, [
      line({ quantity: 2, unit_value: 2550 }),
      line({
        name_ua: 'Лялька-мотанка',
        name_en: 'Motanka doll',
        hs_code: '9503002100',
        quantity: 1,
        unit_value: 1200,
      }),
    ]);
    const res = await get(shipmentDocumentsApi.proforma, s.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="proforma-${shipmentNumber(s.id)}.pdf"`);
    const { info, text } = readPdf(res.rawPayload);
    expect(info['Page size']).toMatch(A4_PAGE_SIZE);
    for (const expected of [
      'PROFORMA INVOICE',
      shipmentNumber(s.id),
      'Olena Kovalenko',
      'Тарас Шевченко',
      'Embroidered shirt',
      'Вишиванка',
      'Motanka doll',
      'Лялька-мотанка',
      '6206100000',
      '9503002100',
      'USD 51.00',
      'USD 63.00',
      'Ukraine (UA)',
      'Sale of goods',
      'Signature',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('runs over pages with numbered pages, and names the reason of a gift', async () => {
    const lines = Array.from({ length: 40 }, (_, i) => line({ name_en: `Item ${i + 1}` }));
    const s = await insertDocShipment(t, accountId, { delivery_type: 'gift' }, lines);
    const { info, text } = readPdf((await get(shipmentDocumentsApi.proforma, s.id)).rawPayload);
    expect(Number(info.Pages)).toBeGreaterThan(1);
    expect(text).toContain(`Page ${info.Pages} of ${info.Pages}`);
    expect(text).toContain('Item 40');
    expect(text).toContain('Gift');
  });

  it("declares a bulk master box's goods with those of its parcels", async () => {
    const master = await insertDocShipment(t, accountId, { type: 'client_bulk', recipient: null }, []);
    await insertDocShipment(t, accountId, { type: 'client_bulk', parent_id: master.id }, [line({ name_en: 'Scarf' })]);
    const { text } = readPdf((await get(shipmentDocumentsApi.proforma, master.id)).rawPayload);
    expect(text).toContain('Scarf');
    expect(text).toContain('US warehouse');
  });

  it('answers 422 customs_names_missing when a line lacks a name in either language (§5)', async () => {
    const s = await insertDocShipment(t, accountId, {}, [line(), line({ name_en: '' }), line({ name_ua: ' ' })]);
    const res = await get(shipmentDocumentsApi.proforma, s.id);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'customs_names_missing', lines: [2, 3] });
    expect(res.json().message).toContain('2, 3');
  });

  it('answers 422 no_products for a shipment with no goods, 404 for another account', async () => {
    const empty = await insertDocShipment(t, accountId, { type: 'postcard' }, []);
    expect((await get(shipmentDocumentsApi.proforma, empty.id)).json()).toMatchObject({ code: 'no_products' });
    const s = await insertDocShipment(t, accountId);
    expect((await get(shipmentDocumentsApi.proforma, s.id, stranger)).statusCode).toBe(404);
  });
});

describe('POST /shipping/print-warehouse-product-stickers', () => {
  const print = (body: object, as = token) =>
    t.call(shipmentDocumentsApi.productStickers, { token: as, payload: body });

  it('prints one sticker per unit on an A4 label sheet: SKU as Code 128 and the English name', async () => {
    const s = await insertDocShipment(t, accountId, {}, [
      line({ sku: 'VSH-001', quantity: 3 }),
      line({ sku: 'DOLL-7', name_en: 'Motanka doll', quantity: 2 }),
    ]);
    const res = await print({ shipment_id: s.id });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="product-stickers-${shipmentNumber(s.id)}.pdf"`,
    );
    const { info, text } = readPdf(res.rawPayload);
    expect(info['Page size']).toMatch(A4_PAGE_SIZE);
    expect(info.Pages).toBe('1');
    expect(text.match(/Embroidered shirt/g)).toHaveLength(3);
    expect(text.match(/Motanka doll/g)).toHaveLength(2);
    expect(text).toContain(`${shipmentNumber(s.id)} · 5/5`);
    expect(decodeBarcodes(res.rawPayload)).toEqual(expect.arrayContaining(['DOLL-7', 'VSH-001']));
  });

  it('prints one a page on the label formats', async () => {
    const s = await insertDocShipment(t, accountId, {}, [line({ quantity: 3 })]);
    const res = await print({ shipment_id: s.id, print_format: 'SIZE_10X10' });
    const { info } = readPdf(res.rawPayload);
    expect(info['Page size']).toMatch(/^283\.465 x 283\.465 pts$/);
    expect(info.Pages).toBe('3');
    expect(decodeBarcodes(res.rawPayload, 3)).toEqual(['VSH-001']);
  });

  it('answers 422 when a line has no SKU or lacks a customs name, 404 for another account, 400 for a bad body', async () => {
    const noSku = await insertDocShipment(t, accountId, {}, [line(), line({ sku: '' })]);
    const missing = await print({ shipment_id: noSku.id });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ code: 'sku_missing', lines: [2] });
    expect(missing.json().message).toContain('SKU');
    const cyrillicSku = await insertDocShipment(t, accountId, {}, [line({ sku: 'ВШ-1' })]);
    expect((await print({ shipment_id: cyrillicSku.id })).json()).toMatchObject({
      code: 'sku_not_encodable',
      lines: [1],
    });
    const noName = await insertDocShipment(t, accountId, {}, [line({ name_ua: '' })]);
    expect((await print({ shipment_id: noName.id })).json()).toMatchObject({ code: 'customs_names_missing' });
    const bulky = await insertDocShipment(t, accountId, {}, [line({ quantity: 1500 }), line({ quantity: 501 })]);
    expect((await print({ shipment_id: bulky.id })).json()).toMatchObject({ code: 'too_many_product_stickers' });
    expect((await print({ shipment_id: noName.id }, stranger)).statusCode).toBe(404);
    expect((await print({ shipment_id: noName.id, print_format: 'LETTER' })).statusCode).toBe(400);
    expect((await print({})).statusCode).toBe(400);
  });
});

describe('sub-account members', () => {
  it('print with shipments.read and are refused without it', async () => {
    const s = await insertDocShipment(t, accountId);
    const reader = await activeMember(t, token, ['shipments.read']);
    const other = await activeMember(t, token, ['addresses.read']);
    expect((await get(shipmentDocumentsApi.proforma, s.id, reader.token)).statusCode).toBe(200);
    const refused = await get(shipmentDocumentsApi.proforma, s.id, other.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'permission_denied' });
  });
});
