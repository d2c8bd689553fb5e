import { Workbook } from '@cj-tech-master/excelts';
import { importColumns, type ImportColumnKey, productImportApi } from '@cabinet/contracts/products-import';
import type { TestApp } from '../../../../test/app.ts';

/** A selectable 10-digit leaf of the bundled classification (smartphones). */
export const LEAF = '8517130000';

export function importForm(name: string, data: Buffer | string): FormData {
  const form = new FormData();
  form.append('file', new Blob([typeof data === 'string' ? data : new Uint8Array(data)]), name);
  return form;
}

/** A csv as a spreadsheet program in a Ukrainian locale saves it: BOM, `;`, Ukrainian headers. */
export function csvOf(
  rows: Partial<Record<ImportColumnKey, string>>[],
  keys: ImportColumnKey[] = ['sku', 'title_uk', 'title_en', 'hs_code', 'cost'],
): string {
  const header = keys.map((k) => importColumns.find((c) => c.key === k)!.header.ua);
  const quote = (v: string) => (/[;"\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return `\uFEFF${[header, ...rows.map((r) => keys.map((k) => quote(r[k] ?? '')))].map((r) => r.join(';')).join('\r\n')}\r\n`;
}

/** Generated rows: SKU-<prefix>-1 … with valid fields. */
export function productRows(count: number, prefix = 'P'): Partial<Record<ImportColumnKey, string>>[] {
  return Array.from({ length: count }, (_, i) => ({
    sku: `SKU-${prefix}-${i + 1}`,
    title_uk: `Товар ${i + 1}`,
    title_en: `Product ${i + 1}`,
    hs_code: LEAF,
    cost: `${(i % 50) + 1}.25`,
    manufacturer: `Maker ${i % 7}`,
    category: `Clothes / Group ${i % 5}`,
    kind: i % 2 ? 'digital' : 'physical',
    handmade: i % 3 ? 'no' : 'yes',
    weight_kg: '0.25',
    length_cm: '10',
    width_cm: '5.5',
    height_cm: '2',
  }));
}

/** An xlsx with English headers and the rows given. */
export async function xlsxOf(rows: Partial<Record<ImportColumnKey, string>>[]): Promise<Buffer> {
  const book = new Workbook();
  const sheet = book.addWorksheet('Products');
  sheet.addRow(importColumns.map((c) => c.header.en));
  for (const row of rows) {
    sheet.addRow(importColumns.map((c) => (c.key === 'cost' && row.cost ? Number(row.cost) : (row[c.key] ?? null))));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

export const postImport = (t: TestApp, token: string | undefined, form: FormData, lang = 'en') =>
  t.call(productImportApi.upload, { token, lang, payload: form as never });

/** Uploads, starts and waits for the job; answers the finished import. */
export async function importFile(t: TestApp, token: string, name: string, data: Buffer | string) {
  const uploaded = await postImport(t, token, importForm(name, data));
  if (uploaded.statusCode !== 201) throw new Error(`upload failed: ${uploaded.statusCode} ${uploaded.body}`);
  const id = uploaded.json<{ id: number }>().id;
  const started = await t.call(productImportApi.start, { params: { id }, token });
  if (started.statusCode !== 200) throw new Error(`start failed: ${started.statusCode} ${started.body}`);
  await t.app.services.productImports.whenIdle();
  return (await t.call(productImportApi.get, { params: { id }, token, lang: 'en' })).json();
}
