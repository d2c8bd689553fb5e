import { Workbook } from '@cj-tech-master/excelts';
import type { Language } from '@cabinet/contracts/common';
import { MAX_IMPORT_ROWS, importChoiceWords, importColumns } from '@cabinet/contracts/products-import';
import { translate } from '../../../platform/i18n/messages.ts';

const text = (lang: Language, key: string, params?: Record<string, string | number>) =>
  translate(lang, 'product_import', key, params);

/**
 * The import template in a language: the products sheet (headers, a note on each header, drop-down lists for the
 * kind and the yes/no columns) and an instructions sheet. Data rows start right under the header, so a seller who
 * fills the template in never has a sample row to delete.
 */
export async function importTemplate(lang: Language): Promise<Buffer> {
  const book = new Workbook();
  book.creator = 'Seller Cabinet';
  const sheet = book.addWorksheet(text(lang, 'sheet_products'), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = importColumns.map((c) => ({
    header: c.header[lang],
    key: c.key,
    width: Math.max(16, c.header[lang].length + 4),
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  importColumns.forEach((c, i) => {
    const cell = header.getCell(i + 1);
    cell.note = text(lang, `hint_${c.key}`);
    if (c.required) cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF2CC' } };
  });

  const words = importChoiceWords[lang];
  const lastRow = MAX_IMPORT_ROWS + 1;
  const list = (key: string, choices: string[]) => {
    const col = sheet.getColumn(key).letter;
    // One validation for the whole range (no per-cell copies), so the file stays small.
    sheet.dataValidations.add(`${col}2:${col}${lastRow}`, {
      type: 'list',
      allowBlank: true,
      formulae: [`"${choices.join(',')}"`],
      showErrorMessage: true,
      errorTitle: text(lang, 'choice_error_title'),
      error: text(lang, 'choice_error', { choices: choices.join(', ') }),
    });
  };
  list('kind', [words.physical, words.digital]);
  list('handmade', [words.yes, words.no]);
  list('individual_packaging', [words.yes, words.no]);

  const help = book.addWorksheet(text(lang, 'sheet_instructions'));
  help.getColumn(1).width = 32;
  help.getColumn(2).width = 100;
  help.addRow([text(lang, 'instructions_title')]).font = { bold: true, size: 14 };
  for (const key of ['intro', 'rows_limit', 'update_by_sku', 'images']) {
    help.addRow([text(lang, key, { max: MAX_IMPORT_ROWS })]);
  }
  help.addRow([]);
  help.addRow([text(lang, 'column'), text(lang, 'meaning')]).font = { bold: true };
  for (const c of importColumns) {
    const row = help.addRow([c.header[lang], text(lang, `hint_${c.key}`)]);
    row.getCell(2).alignment = { wrapText: true };
    if (c.required) row.getCell(1).font = { bold: true };
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
