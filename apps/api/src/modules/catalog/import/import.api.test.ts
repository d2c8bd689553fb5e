import { Workbook } from '@cj-tech-master/excelts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointDefinition } from '@cabinet/contracts/endpoint';
import { MAX_IMPORT_ROWS, importColumns, productImportApi } from '@cabinet/contracts/products-import';
import { createTestApp, registerSeller, type TestApp } from '../../../../test/app.ts';
import type { CallOptions } from '../../../../test/call.ts';
import { accountIdOf } from '../../../../test/money.ts';
import { LEAF, csvOf, importFile, importForm, postImport, productRows, xlsxOf } from './import.test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An operation of the imports as `token`'s user, in English unless said. */
const call = <const E extends EndpointDefinition>(token: string | undefined, e: E, options: CallOptions<E> = {}) =>
  t.call(e, { token, lang: 'en', ...options });

async function productsOf(token: string) {
  const accountId = await accountIdOf(t, token);
  const result = await t.database.db.execute(sql`
    select p.sku, p.title_uk, p.title_en, p.hs_code, p.cost::int as cost, p.kind, p.handmade, p.weight_g, p.width_mm, p.import_id,
           m.name as manufacturer, c.name as category
    from products p left join manufacturers m on m.id = p.manufacturer_id
    left join warehouse_categories c on c.id = p.category_id
    where p.account_id = ${accountId} order by p.id`);
  return ((result as { rows?: unknown[] }).rows ?? result) as Record<string, unknown>[];
}

describe('GET /products/import/template', () => {
  it.each([
    ['ua', 'Артикул (SKU)', 'Інструкція'],
    ['ru', 'Название на украинском', 'Инструкция'],
    ['en', 'Title in English', 'Instructions'],
  ] as const)(
    'is an xlsx with the headers in %s, notes, drop-down lists and an instructions sheet',
    async (lang, header, help) => {
      const { token } = await registerSeller(t);
      const res = await call(token, productImportApi.template, { query: { lang } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const book = new Workbook();
      await book.xlsx.load(res.rawPayload);
      const sheet = book.worksheets[0]!;
      const headers = (sheet.getRow(1).values as unknown[]).slice(1);
      expect(headers).toEqual(importColumns.map((c) => c.header[lang]));
      expect(headers).toContain(header);
      expect(sheet.getCell('A1').note).toBeTruthy();
      expect(sheet.rowCount).toBe(1);
      const kindCol = sheet.getColumn(importColumns.findIndex((c) => c.key === 'kind') + 1).letter;
      expect(sheet.getCell(`${kindCol}2`).dataValidation).toMatchObject({ type: 'list' });
      expect(book.worksheets[1]!.name).toBe(help);
    },
  );

  it('needs a session', async () => {
    expect((await call(undefined, productImportApi.template, { query: { lang: 'en' } })).statusCode).toBe(401);
  });
});

describe('uploading and running an import', () => {
  it('a csv (BOM, ";", Ukrainian headers) with one bad row: successful, 1 error in the journal, the rest created', async () => {
    const { token } = await registerSeller(t);
    const keys = [
      'sku',
      'title_uk',
      'title_en',
      'hs_code',
      'cost',
      'manufacturer',
      'category',
      'handmade',
      'weight_kg',
    ] as const;
    const csv = csvOf(
      [
        {
          sku: 'RING-1',
          title_uk: 'Каблучка',
          title_en: 'Ring',
          hs_code: LEAF,
          cost: '12,50',
          manufacturer: 'Silver Co',
          category: 'Jewellery / Rings',
          handmade: 'так',
          weight_kg: '0,015',
        },
        { sku: 'RING-2', title_uk: 'Каблучка; срібна', title_en: '', cost: '3' },
        {
          sku: 'ring-3',
          title_uk: 'Каблучка 3',
          title_en: 'Ring 3',
          manufacturer: 'silver co',
          category: 'jewellery / rings',
        },
      ],
      [...keys],
    );
    const uploaded = await postImport(t, token, importForm('товари.csv', csv));
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json()).toMatchObject({
      status: 'pending',
      format: 'csv',
      total_rows: 3,
      original_name: 'товари.csv',
    });
    const done = await importFile(t, token, 'товари.csv', csv);
    expect(done).toMatchObject({
      status: 'successful',
      total_rows: 3,
      processed_rows: 3,
      created_count: 2,
      error_count: 1,
    });

    const journal = (await call(token, productImportApi.errors, { params: { id: done.id } })).json();
    expect(journal).toMatchObject({ total: 1, page: 1 });
    expect(journal.errors[0]).toEqual({
      row: 3,
      column: 'title_en',
      column_title: 'Title in English',
      code: 'required',
      message: 'Required field',
    });
    const ua = (await call(token, productImportApi.errors, { params: { id: done.id }, lang: 'uk' })).json();
    expect(ua.errors[0]).toMatchObject({
      column_title: 'Назва англійською',
      message: expect.not.stringMatching(/Required/),
    });

    const rows = await productsOf(token);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      sku: 'RING-1',
      hs_code: LEAF,
      cost: 1250,
      handmade: true,
      weight_g: 15,
      manufacturer: 'Silver Co',
      category: 'Rings',
      import_id: done.id,
    });
    // Names match case-insensitively: one manufacturer, one folder path.
    expect(rows[1]).toMatchObject({ sku: 'ring-3', manufacturer: 'Silver Co', category: 'Rings' });
  });

  it('an xlsx with English headers imports every field; the list shows it first', async () => {
    const { token } = await registerSeller(t);
    const done = await importFile(t, token, 'products.xlsx', await xlsxOf(productRows(3)));
    expect(done).toMatchObject({ status: 'successful', format: 'xlsx', created_count: 3, error_count: 0 });
    const rows = await productsOf(token);
    expect(rows[1]).toMatchObject({
      sku: 'SKU-P-2',
      title_en: 'Product 2',
      cost: 225,
      kind: 'digital',
      width_mm: 55,
      manufacturer: 'Maker 1',
    });
    const list = (await call(token, productImportApi.list)).json();
    expect(list).toMatchObject({ total: 1, page: 1 });
    expect(list.imports[0]).toMatchObject({ id: done.id, status: 'successful' });
  });

  it('journals a repeated SKU on the later row, an unknown customs code, bad yes/no and numbers', async () => {
    const { token } = await registerSeller(t);
    const csv = csvOf(
      [
        { sku: 'A-1', title_uk: 'а', title_en: 'a', hs_code: LEAF, handmade: 'yes' },
        { sku: 'a-1', title_uk: 'б', title_en: 'b' },
        { sku: 'A-2', title_uk: 'в', title_en: 'c', hs_code: '8517000000' },
        { sku: 'A-3', title_uk: 'г', title_en: 'd', hs_code: '8517', handmade: 'maybe', weight_kg: 'heavy' },
      ],
      ['sku', 'title_uk', 'title_en', 'hs_code', 'handmade', 'weight_kg'],
    );
    const done = await importFile(t, token, 'p.csv', csv);
    expect(done).toMatchObject({ status: 'successful', created_count: 1, error_count: 3 });
    const { errors } = (await call(token, productImportApi.errors, { params: { id: done.id } })).json();
    expect(errors.map((e: { row: number; column: string; code: string }) => [e.row, e.column, e.code])).toEqual([
      [3, 'sku', 'import_duplicate_sku'],
      [4, 'hs_code', 'customs_code_not_selectable'],
      [5, 'hs_code', 'invalid_customs_code'],
      [5, 'handmade', 'import_invalid_yes_no'],
      [5, 'weight_kg', 'import_invalid_number'],
    ]);
    expect(errors[0].message).toBe('SKU a-1 already appears higher in the file: row skipped');
  });

  it('fails when every row fails', async () => {
    const { token } = await registerSeller(t);
    const done = await importFile(t, token, 'p.csv', csvOf([{ sku: 'bad sku!', title_uk: 'x', title_en: 'x' }]));
    expect(done).toMatchObject({ status: 'failed', failure_code: 'all_rows_failed', error_count: 1, created_count: 0 });
    expect(done.failure_message).toMatch(/No row was imported/);
  });

  it('re-importing a SKU updates that product: given cells replace, empty ones keep', async () => {
    const { token } = await registerSeller(t);
    await importFile(
      t,
      token,
      'p.csv',
      csvOf([{ sku: 'MUG-1', title_uk: 'Чашка', title_en: 'Cup', hs_code: LEAF, cost: '7.00' }]),
    );
    const again = await importFile(
      t,
      token,
      'p.csv',
      csvOf([{ sku: 'mug-1', title_uk: 'Чашка велика', title_en: 'Big mug' }]),
    );
    expect(again).toMatchObject({ status: 'successful', created_count: 0, updated_count: 1, error_count: 0 });
    const rows = await productsOf(token);
    expect(rows).toEqual([
      expect.objectContaining({
        sku: 'MUG-1',
        title_en: 'Big mug',
        title_uk: 'Чашка велика',
        cost: 700,
        hs_code: LEAF,
      }),
    ]);
  });
});

describe('files that cannot be imported answer 400 and write nothing', () => {
  it.each([
    ['a binary file', 'x.xlsx', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 1, 2, 3]), 'import_unreadable_file'],
    ['not UTF-8', 'x.csv', Buffer.from([0x53, 0x4b, 0x55, 0x3b, 0xff, 0xfe, 0x0a]), 'import_unreadable_file'],
    [
      'unknown headers',
      'x.csv',
      'SKU,Title in Ukrainian,Title in English,Colour\nA,б,c,red\n',
      'import_unknown_headers',
    ],
    ['a missing required column', 'x.csv', 'SKU,Title in English\nA,c\n', 'import_missing_headers'],
    ['no rows', 'x.csv', 'SKU,Title in Ukrainian,Title in English\n\n,,\n', 'import_no_rows'],
    ['an empty file', 'x.csv', '', 'import_no_header'],
  ])('%s', async (_name, fileName, data, code) => {
    const { token } = await registerSeller(t);
    const res = await postImport(t, token, importForm(fileName, data));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code, message: expect.any(String), errors: { file: [expect.any(String)] } });
    expect((await call(token, productImportApi.list)).json().total).toBe(0);
  });

  it('more than 10,000 rows, translated', async () => {
    const { token } = await registerSeller(t);
    const csv = csvOf(productRows(MAX_IMPORT_ROWS + 1), ['sku', 'title_uk', 'title_en']);
    const res = await postImport(t, token, importForm('big.csv', csv), 'ru');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'import_too_many_rows', message: expect.stringContaining('10000') });
    expect(res.json().message).toMatch(/строк/);
    expect((await call(token, productImportApi.list)).json().total).toBe(0);
  });

  it('needs a file and a session', async () => {
    const { token } = await registerSeller(t);
    expect((await postImport(t, token, new FormData())).json().code).toBe('validation_error');
    expect((await postImport(t, undefined, importForm('x.csv', 'SKU'))).statusCode).toBe(401);
  });
});

describe('one import at a time, cancel, isolation', () => {
  it('refuses a second start while one runs; cancel stops the running one after its batch, written rows stay', async () => {
    const { token } = await registerSeller(t);
    const big = csvOf(productRows(1500), ['sku', 'title_uk', 'title_en', 'cost']);
    const first = (await postImport(t, token, importForm('big.csv', big))).json();
    const second = (await postImport(t, token, importForm('small.csv', csvOf(productRows(2, 'S'))))).json();
    const during: { refused?: Awaited<ReturnType<typeof call>>; cancelled?: Awaited<ReturnType<typeof call>> } = {};
    const imports = t.app.services.productImports;
    imports.afterBatch = async (id) => {
      if (id !== first.id || during.cancelled) return;
      during.refused = await call(token, productImportApi.start, { params: { id: second.id } });
      during.cancelled = await call(token, productImportApi.cancel, { params: { id: first.id } });
    };
    try {
      expect((await call(token, productImportApi.start, { params: { id: first.id } })).json()).toMatchObject({
        status: 'in_progress',
      });
      await imports.whenIdle();
    } finally {
      imports.afterBatch = null;
    }
    expect(during.refused!.statusCode).toBe(409);
    expect(during.refused!.json()).toMatchObject({
      code: 'import_already_running',
      message: expect.stringMatching(/Another import/),
    });
    expect(during.cancelled!.json()).toMatchObject({ status: 'cancelled' });
    const after = (await call(token, productImportApi.get, { params: { id: first.id } })).json();
    expect(after).toMatchObject({ status: 'cancelled', processed_rows: 500, created_count: 500 });
    expect((await productsOf(token)).length).toBe(500);
    expect((await call(token, productImportApi.start, { params: { id: first.id } })).json().code).toBe(
      'import_not_pending',
    );
    expect((await call(token, productImportApi.cancel, { params: { id: first.id } })).json().code).toBe(
      'import_finished',
    );

    expect((await call(token, productImportApi.start, { params: { id: second.id } })).statusCode).toBe(200);
    await imports.whenIdle();
    expect((await call(token, productImportApi.get, { params: { id: second.id } })).json()).toMatchObject({
      status: 'successful',
      created_count: 2,
    });
  });

  it('a pending import can be cancelled', async () => {
    const { token } = await registerSeller(t);
    const pending = (await postImport(t, token, importForm('p.csv', csvOf(productRows(1))))).json();
    expect((await call(token, productImportApi.cancel, { params: { id: pending.id } })).json()).toMatchObject({
      status: 'cancelled',
      processed_rows: 0,
    });
  });

  it("another account's import answers 404 everywhere", async () => {
    const owner = await registerSeller(t);
    const stranger = await registerSeller(t);
    const pending = (await postImport(t, owner.token, importForm('p.csv', csvOf(productRows(1))))).json();
    for (const res of [
      await call(stranger.token, productImportApi.get, { params: { id: pending.id } }),
      await call(stranger.token, productImportApi.errors, { params: { id: pending.id } }),
      await call(stranger.token, productImportApi.start, { params: { id: pending.id } }),
      await call(stranger.token, productImportApi.cancel, { params: { id: pending.id } }),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await call(stranger.token, productImportApi.list)).json().total).toBe(0);
    expect((await call(owner.token, productImportApi.get, { params: { id: pending.id } })).json().status).toBe(
      'pending',
    );
  });

  it('an import whose process died is failed as interrupted on the next look', async () => {
    const { token } = await registerSeller(t);
    const pending = (await postImport(t, token, importForm('p.csv', csvOf(productRows(1))))).json();
    const old = new Date(t.clock.now().getTime() - 5 * 60_000).toISOString();
    await t.database.db.execute(
      sql`update product_imports set status = 'in_progress', heartbeat_at = ${old}::timestamptz where id = ${pending.id}`,
    );
    expect((await call(token, productImportApi.get, { params: { id: pending.id } })).json()).toMatchObject({
      status: 'failed',
      failure_code: 'interrupted',
    });
  });
});
