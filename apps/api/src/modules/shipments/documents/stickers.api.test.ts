import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipmentDocumentsApi } from '@cabinet/contracts/shipment-documents';
import { createTestApp, registerSeller, type TestApp } from '../../../../test/app.ts';
import { accountIdOf } from '../../../../test/money.ts';
import { A4_PAGE_SIZE, decodeBarcodes, readPdf } from '../../../../test/pdf.ts';
import { shipmentNumber } from '../shipment-number.ts';
import { insertDocShipment } from './documents.test-kit.ts';

let t: TestApp;
let token: string;
let accountId: number;
/** Five shipments with distinct tracks, so that every barcode on a page can be told apart. */
let ids: number[];

beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerSeller(t));
  accountId = await accountIdOf(t, token);
  ids = [];
  for (let i = 0; i < 5; i += 1) {
    const row = await insertDocShipment(t, accountId, { track_number: `LA0000001${i}0UA` });
    ids.push(row.id);
  }
});
afterAll(() => t.close());

const print = (body: object, as = token) => t.call(shipmentDocumentsApi.stickers, { token: as, payload: body });

describe('POST /v2/shipping/shipments/get-stickers', () => {
  it('prints A4 by default, four stickers a page, numbered 1/N to N/N, barcodes that scan', async () => {
    const res = await print({ shipment_ids: ids });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="stickers-${shipmentNumber(ids[0]!)}-and-4-more.pdf"`,
    );
    const { info, text } = readPdf(res.rawPayload);
    expect(info['Page size']).toMatch(A4_PAGE_SIZE);
    expect(info.Pages).toBe('2');
    for (let i = 1; i <= 5; i += 1) expect(text).toContain(`${i}/5`);
    // A Ukrainian recipient in Cyrillic, and the sender.
    expect(text).toContain('Тарас Шевченко');
    expect(text).toContain('Січових Стрільців');
    expect(text).toContain('Olena Kovalenko');
    expect(text).toContain('DIRECT · SMALL PACK');
    expect(text).toContain('TTN: 20450012345678');
    expect(text).toContain('1.250 kg');

    const numbers = ids.map((id) => shipmentNumber(id));
    const tracks = ids.map((_, i) => `LA0000001${i}0UA`);
    expect(decodeBarcodes(res.rawPayload, 1)).toEqual([...numbers.slice(0, 4), ...tracks.slice(0, 4)].sort());
    expect(decodeBarcodes(res.rawPayload, 2)).toEqual([numbers[4], tracks[4]].sort());
  });

  it.each([
    ['SIZE_A5', /^419\.53 x 595\.28 pts$/],
    ['SIZE_A6', /^297\.64 x 419\.53 pts$/],
    ['SIZE_10X10', /^283\.465 x 283\.465 pts$/],
  ])('prints %s one sticker a page, barcodes that scan', async (print_format, size) => {
    const res = await print({ shipment_ids: ids.slice(0, 2), print_format });
    expect(res.statusCode).toBe(200);
    const { info, text } = readPdf(res.rawPayload);
    expect(info['Page size']).toMatch(size);
    expect(info.Pages).toBe('2');
    expect(text).toContain('1/2');
    expect(text).toContain('2/2');
    expect(decodeBarcodes(res.rawPayload, 2)).toEqual([shipmentNumber(ids[1]!), 'LA000000110UA'].sort());
  });

  it('prints the order asked, each shipment once, and no track barcode before the carrier gives one', async () => {
    const untracked = await insertDocShipment(t, accountId, { track_number: null, internal_track: null });
    const res = await print({ shipment_ids: [untracked.id, ids[0], untracked.id], print_format: 'SIZE_A6' });
    expect(res.headers['content-disposition']).toContain(`stickers-${shipmentNumber(untracked.id)}-and-1-more.pdf`);
    const { info, text } = readPdf(res.rawPayload);
    expect(info.Pages).toBe('2');
    expect(decodeBarcodes(res.rawPayload, 1)).toEqual([shipmentNumber(untracked.id)]);
    expect(text.split('\f')[0]).not.toContain('Track:');
    expect(text.split('\f')[0]).not.toContain('TTN:');
  });

  it('follows a bulk master box, addressed to the US warehouse, with the parcels packed in it', async () => {
    const bulk = { type: 'client_bulk' as const, delivery_type: null, track_number: null };
    const master = await insertDocShipment(t, accountId, { ...bulk, recipient: null });
    const parcels = [
      await insertDocShipment(t, accountId, { ...bulk, parent_id: master.id }),
      await insertDocShipment(t, accountId, { ...bulk, parent_id: master.id }),
    ];
    const res = await print({ shipment_ids: [master.id, parcels[1]!.id, ids[0]], print_format: 'SIZE_10X10' });
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="stickers-${shipmentNumber(master.id)}-and-3-more.pdf"`,
    );
    const { info, text } = readPdf(res.rawPayload);
    expect(info.Pages).toBe('4');
    const pages = text.split('\f');
    expect(pages[0]).toMatch(/To: US warehouse, 4100 Grays Ave/);
    expect(pages[1]).toContain(`in ${shipmentNumber(master.id)}`);
    expect(pages[1]).toContain('2/4');
    expect(decodeBarcodes(res.rawPayload, 2)).toEqual([shipmentNumber(parcels[0]!.id)]);
    expect(decodeBarcodes(res.rawPayload, 3)).toEqual([shipmentNumber(parcels[1]!.id)]);
    expect(decodeBarcodes(res.rawPayload, 4)).toContain(shipmentNumber(ids[0]!));
  });

  it("answers 404 for the whole print when one id is another account's or unknown", async () => {
    const other = await registerSeller(t);
    const theirs = await insertDocShipment(t, await accountIdOf(t, other.token));
    for (const shipment_ids of [
      [ids[0], theirs.id],
      [ids[0], 999_999],
    ]) {
      const res = await print({ shipment_ids });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    }
    expect((await print({ shipment_ids: [theirs.id] }, other.token)).statusCode).toBe(200);
  });

  it('answers 400 for a bad format, an empty list and more than 1,000 ids', async () => {
    for (const body of [
      { shipment_ids: ids, print_format: 'SIZE_A3' },
      { shipment_ids: [] },
      { shipment_ids: Array.from({ length: 1001 }, (_, i) => i + 1) },
      { shipment_ids: ['SC00000001'] },
    ]) {
      const res = await print(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json().errors).toBeTruthy();
    }
  });
});
