import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerSeller, type TestApp } from '../../../test/app.ts';
import { signInOperator } from '../../../test/money.ts';
import { csvOf, importForm, postImport, productRows, xlsxOf } from '../catalog/import/import.test-kit.ts';
import { createProduct, picture, productBody } from '../catalog/products/products.test-kit.ts';
import { claimForm, registerPayment, submitClaim } from '../money/lost-payments/lost-payments.test-kit.ts';
import { claimReturn, registerReturn } from '../returns/returns.test-kit.ts';
import { directBody, postShipment, shipper, type Shipper } from '../shipments/shipments.test-kit.ts';
import { postUpload, uploadForm } from './uploads.test-kit.ts';

/**
 * Every path that takes a file judges it by its content with the one shared check (`file-type.ts`), whatever the
 * file's name or declared type: each sample below is sent to each path, and the table says what each path answers.
 */
let t: TestApp;
let op: string;
let s: Shipper;
let unidentifiedReturn: number;
const dataDir = mkdtempSync(join(tmpdir(), 'file-types-'));

const TEXT = Buffer.from('Bank statement: paid 25.00 USD to Seller Cabinet\n');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const samples = {
  pdf: { name: 'statement.pdf', data: async () => PDF },
  png: { name: 'photo.png', data: () => picture(64, 48, 'png') },
  jpeg: { name: 'photo.jpg', data: () => picture(64, 48, 'jpeg') },
  text_renamed_pdf: { name: 'statement.pdf', data: async () => TEXT },
  real_txt: { name: 'statement.txt', data: async () => TEXT },
  text_starting_like_pdf: { name: 'statement.pdf', data: async () => Buffer.from('%PDF-1.4 was the version\n') },
  exe_renamed_png: { name: 'photo.png', data: async () => Buffer.from('MZ\x90\x00\x03\x00PE\x00\x00', 'latin1') },
  csv: { name: 'products.csv', data: async () => Buffer.from(csvOf(productRows(1))) },
  xlsx: { name: 'products.xlsx', data: () => xlsxOf(productRows(1)) },
  docx_renamed_xlsx: {
    name: 'products.xlsx',
    data: async () => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('word/document.xml')]),
  },
} satisfies Record<string, { name: string; data: () => Promise<Buffer> }>;
type Sample = keyof typeof samples;

interface Outcome {
  status: number;
  code?: string;
}
type Path = (file: { name: string; data: Buffer }) => Promise<Outcome>;

const outcome = async (res: { statusCode: number; json: () => { code?: string } }): Promise<Outcome> =>
  res.statusCode < 300 ? { status: res.statusCode } : { status: res.statusCode, code: res.json().code };

/** Uploads through §7 maintenance/upload; answers the stored name, or the refusal. */
async function uploaded(token: string, file: { name: string; data: Buffer }) {
  const res = await postUpload(t, token, uploadForm(file.name, file.data, 'application/pdf'));
  return res.statusCode === 201 ? { filename: res.json<{ filename: string }>().filename } : await outcome(res);
}

const paths: Record<string, Path> = {
  'maintenance/upload': async (file) => outcome(await postUpload(t, s.token, uploadForm(file.name, file.data))),
  'shipment proof of value (express)': async (file) => {
    const up = await uploaded(s.token, file);
    if (!('filename' in up)) return up;
    const body = directBody(s, {
      delivery_type: 'express',
      box: { weight_kg: 0.8, length_cm: 22, width_cm: 16, height_cm: 5 },
      proof_files: [up.filename],
    });
    return outcome(await postShipment(t, s.token, body));
  },
  'product picture': async (file) => {
    const up = await uploaded(s.token, file);
    if (!('filename' in up)) return up;
    return outcome(await createProduct(t, s.token, productBody({ images: [{ filename: up.filename }] })));
  },
  'return claim proof': async (file) => {
    const seller = await registerSeller(t);
    const up = await uploaded(seller.token, file);
    if (!('filename' in up)) return up;
    const body = { message: 'This parcel is mine, see the proof', files: [up.filename] };
    return outcome(await claimReturn(t, seller.token, unidentifiedReturn, body));
  },
  'unidentified payment claim': async (file) => {
    const payment = await registerPayment(t, op);
    const form = claimForm('This is my buyer, proof attached', [{ ...file, type: 'application/pdf' }]);
    return outcome(await submitClaim(t, s.token, payment.id, form));
  },
  'product import': async (file) => outcome(await postImport(t, s.token, importForm(file.name, file.data))),
};

const ok = { status: 201 };
const badFormat = { status: 400, code: 'invalid_file_format' };
/** The import reads any text as csv: a text that is not a product table fails on its header, not on its type. */
const notATable = { status: 400, code: 'import_unknown_headers' };
const unreadable = { status: 400, code: 'import_unreadable_file' };

/** What each path answers to each sample: images and PDF for proofs, pictures for products, tables for the import. */
const expected: Record<Sample, Record<keyof typeof paths, Outcome>> = {
  pdf: {
    'maintenance/upload': ok,
    'shipment proof of value (express)': ok,
    'product picture': badFormat,
    'return claim proof': ok,
    'unidentified payment claim': ok,
    'product import': unreadable,
  },
  png: {
    'maintenance/upload': ok,
    'shipment proof of value (express)': ok,
    'product picture': ok,
    'return claim proof': ok,
    'unidentified payment claim': ok,
    'product import': unreadable,
  },
  jpeg: {
    'maintenance/upload': ok,
    'shipment proof of value (express)': ok,
    'product picture': ok,
    'return claim proof': ok,
    'unidentified payment claim': ok,
    'product import': unreadable,
  },
  text_renamed_pdf: {
    'maintenance/upload': badFormat,
    'shipment proof of value (express)': badFormat,
    'product picture': badFormat,
    'return claim proof': badFormat,
    'unidentified payment claim': badFormat,
    'product import': notATable,
  },
  real_txt: {
    'maintenance/upload': badFormat,
    'shipment proof of value (express)': badFormat,
    'product picture': badFormat,
    'return claim proof': badFormat,
    'unidentified payment claim': badFormat,
    'product import': notATable,
  },
  text_starting_like_pdf: {
    'maintenance/upload': badFormat,
    'shipment proof of value (express)': badFormat,
    'product picture': badFormat,
    'return claim proof': badFormat,
    'unidentified payment claim': badFormat,
    'product import': unreadable,
  },
  exe_renamed_png: {
    'maintenance/upload': badFormat,
    'shipment proof of value (express)': badFormat,
    'product picture': badFormat,
    'return claim proof': badFormat,
    'unidentified payment claim': badFormat,
    'product import': unreadable,
  },
  csv: {
    'maintenance/upload': badFormat,
    'shipment proof of value (express)': badFormat,
    'product picture': badFormat,
    'return claim proof': badFormat,
    'unidentified payment claim': badFormat,
    'product import': ok,
  },
  xlsx: {
    'maintenance/upload': badFormat,
    'shipment proof of value (express)': badFormat,
    'product picture': badFormat,
    'return claim proof': badFormat,
    'unidentified payment claim': badFormat,
    'product import': ok,
  },
  docx_renamed_xlsx: {
    'maintenance/upload': badFormat,
    'shipment proof of value (express)': badFormat,
    'product picture': badFormat,
    'return claim proof': badFormat,
    'unidentified payment claim': badFormat,
    'product import': unreadable,
  },
};

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  op = await signInOperator(t);
  s = await shipper(t, '500.00', op);
  unidentifiedReturn = (await registerReturn(t, op)).id;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('every upload path judges a file by its content', () => {
  const cases = Object.entries(expected).flatMap(([sample, byPath]) =>
    Object.entries(byPath).map(([path, want]) => [path, sample as Sample, want] as const),
  );
  it.each(cases)('%s: %s', async (path, sample, want) => {
    const file = { name: samples[sample].name, data: await samples[sample].data() };
    expect(await paths[path]!(file)).toEqual(want);
  });
});
