import { describe, expect, it } from 'vitest';
import { readImportFile } from './import-file.ts';
import { validateRow } from './import-rows.ts';

describe('readImportFile', () => {
  it('takes headers in any language and case, skips empty rows, keeps spreadsheet row numbers', async () => {
    const file = await readImportFile(
      Buffer.from('\uFEFFартикул (sku),Название на украинском,title_en\n\nA-1,а,a\n , ,\nB-2,б,b'),
    );
    expect(file.format).toBe('csv');
    expect(file.columns).toEqual(['sku', 'title_uk', 'title_en']);
    expect(file.rows).toEqual([
      { row: 3, cells: { sku: 'A-1', title_uk: 'а', title_en: 'a' } },
      { row: 5, cells: { sku: 'B-2', title_uk: 'б', title_en: 'b' } },
    ]);
  });

  it('reads quoted cells holding the separator, quotes and line breaks', async () => {
    const file = await readImportFile(
      Buffer.from('sku;title_uk;title_en\r\n"A;1";"чашка ""велика""";"two\nlines"\r\n'),
    );
    expect(file.rows).toEqual([{ row: 2, cells: { sku: 'A;1', title_uk: 'чашка "велика"', title_en: 'two\nlines' } }]);
  });

  it('answers import_unreadable_file for a csv whose quote never closes', async () => {
    await expect(readImportFile(Buffer.from('sku,title_uk,title_en\nA-1,"а,a'))).rejects.toMatchObject({
      statusCode: 400,
      code: 'import_unreadable_file',
    });
  });

  it('refuses a header that appears twice', async () => {
    await expect(
      readImportFile(Buffer.from('SKU,sku,Title in Ukrainian,Title in English\n1,2,3,4')),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'import_duplicate_header',
    });
  });
});

describe('validateRow', () => {
  const base = { sku: 'A-1', title_uk: 'Чашка', title_en: 'Cup' };

  it('turns cells into a draft: decimal commas, yes/no and kinds in three languages, units to grams and mm', () => {
    const result = validateRow({
      row: 2,
      cells: {
        ...base,
        cost: '12,5',
        weight_kg: '0,250',
        length_cm: '10.5',
        handmade: 'Так',
        individual_packaging: 'нет',
        kind: 'Цифровой',
        category: ' Кухня /  Чашки ',
      },
    });
    expect(result).toEqual({
      draft: expect.objectContaining({
        sku: 'A-1',
        cost: 1250,
        weight_g: 250,
        length_mm: 105,
        handmade: true,
        individual_packaging: false,
        kind: 'digital',
        category: ['Кухня', 'Чашки'],
      }),
    });
  });

  it('leaves empty optional cells undefined, so an update keeps what the product has', () => {
    const result = validateRow({ row: 2, cells: base });
    expect('draft' in result && result.draft).toMatchObject({ cost: undefined, kind: undefined, handmade: undefined });
  });

  it('reports every bad cell of the row with the contract’s codes', () => {
    const result = validateRow({
      row: 7,
      cells: {
        sku: 'has space',
        title_uk: 'x'.repeat(201),
        hs_code: '85171300',
        cost: '1.999',
        weight_kg: '71',
        width_cm: 'wide',
        handmade: 'perhaps',
        kind: 'liquid',
        category: 'A / / B',
      },
    });
    expect('errors' in result && result.errors.map((e) => [e.column, e.code, e.params])).toEqual([
      ['sku', 'invalid_sku', undefined],
      ['title_uk', 'too_long', { maximum: 200 }],
      ['title_en', 'required', undefined],
      ['hs_code', 'invalid_customs_code', undefined],
      ['category', 'import_invalid_category_path', undefined],
      ['kind', 'import_invalid_kind', undefined],
      ['handmade', 'import_invalid_yes_no', undefined],
      ['cost', 'invalid_amount', undefined],
      ['weight_kg', 'import_out_of_range', undefined],
      ['width_cm', 'import_invalid_number', undefined],
    ]);
    expect('errors' in result && result.errors.every((e) => e.row === 7)).toBe(true);
  });
});
