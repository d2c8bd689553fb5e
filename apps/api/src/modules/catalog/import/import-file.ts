import { Workbook, type CellValue } from '@cj-tech-master/excelts';
import {
  MAX_IMPORT_ROWS,
  importColumns,
  type ImportColumnKey,
  type ProductImportFormat,
} from '@cabinet/contracts/products-import';
import { csvRows } from '../../../platform/csv-rows.ts';
import { AppError } from '../../../platform/errors.ts';
import { XLSX_TYPE, detectAccepted } from '../../uploads/file-type.ts';

/** One data row of a file: its spreadsheet row number (the header is row 1) and its cells by column key. */
export interface ImportRow {
  row: number;
  cells: Partial<Record<ImportColumnKey, string>>;
}
export interface ImportFile {
  format: ProductImportFormat;
  columns: ImportColumnKey[];
  rows: ImportRow[];
}

/** Whole-file problems answer 400 with these codes (translated in the `errors` catalogue). */
const fileError = (code: string, params: Record<string, string | number> = {}) =>
  new AppError(400, code, { errors: { file: [code] }, params });

const normalise = (header: string) => header.trim().toLowerCase().replace(/\s+/g, ' ');
/** Every header in every language (and the key itself) → its column. */
const headerIndex = new Map<string, ImportColumnKey>(
  importColumns.flatMap((c) => [c.key, ...Object.values(c.header)].map((h) => [normalise(h), c.key] as const)),
);

/** `;` when the header line has more of them than commas (spreadsheets in Ukrainian and Russian locales save so). */
function separatorOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r|\n|$/));
  const count = (ch: string) => firstLine.split(ch).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

function readCsv(data: Buffer): string[][] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw fileError('import_unreadable_file');
  }
  if (text.includes('\u0000')) throw fileError('import_unreadable_file');
  text = text.replace(/^\uFEFF/, '');
  try {
    return csvRows(text, separatorOf(text));
  } catch {
    throw fileError('import_unreadable_file');
  }
}

/** A cell as the seller sees it: numbers without float noise, rich text joined, formulas by their result. */
function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(Number(value.toPrecision(12)));
  if (typeof value === 'string' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return (value.richText ?? []).map((r) => r.text).join('');
  if ('result' in value) return cellText(value.result as CellValue);
  if ('text' in value) return String(value.text);
  return '';
}

async function readXlsx(data: Buffer): Promise<string[][]> {
  const book = new Workbook();
  try {
    await book.xlsx.load(data);
  } catch {
    throw fileError('import_unreadable_file');
  }
  // The template's first sheet holds the products; a second one holds the instructions.
  const sheet = book.worksheets[0];
  if (!sheet) throw fileError('import_no_rows');
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cellText(cell.value);
    });
    rows[number - 1] = Array.from(cells, (c) => c ?? '');
  });
  return Array.from(rows, (r) => r ?? []);
}

/**
 * Reads an uploaded file (judged by its content with the shared check of `uploads/file-type.ts`: an xlsx workbook or
 * UTF-8 text read as csv with `,` or `;`; anything else is `import_unreadable_file`), recognises the headers
 * in any language and returns the non-empty rows. Throws 400 for an unreadable file, unknown or missing headers,
 * no rows, or more than MAX_IMPORT_ROWS rows.
 */
export async function readImportFile(data: Buffer): Promise<ImportFile> {
  // An empty file is an empty csv: it answers that the header is missing.
  const type = data.length === 0 ? 'text/csv' : detectAccepted(data, [XLSX_TYPE, 'text/csv'] as const);
  if (!type) throw fileError('import_unreadable_file');
  const format: ProductImportFormat = type === XLSX_TYPE ? 'xlsx' : 'csv';
  const table = format === 'xlsx' ? await readXlsx(data) : readCsv(data);
  const headerRow = table[0] ?? [];
  const columns: (ImportColumnKey | null)[] = [];
  const unknown: string[] = [];
  for (const header of headerRow) {
    const text = header.trim();
    const key = text ? (headerIndex.get(normalise(text)) ?? null) : null;
    if (text && !key) unknown.push(text);
    columns.push(key);
  }
  if (headerRow.every((h) => !h.trim())) throw fileError('import_no_header');
  if (unknown.length > 0) throw fileError('import_unknown_headers', { headers: unknown.join(', ') });
  const present = columns.filter((c): c is ImportColumnKey => c !== null);
  const twice = present.find((c, i) => present.indexOf(c) !== i);
  if (twice) throw fileError('import_duplicate_header', { header: twice });
  const missing = importColumns.filter((c) => c.required && !present.includes(c.key)).map((c) => c.key);
  if (missing.length > 0) throw fileError('import_missing_headers', { headers: missing.join(', ') });

  const rows: ImportRow[] = [];
  for (let i = 1; i < table.length; i += 1) {
    const values = table[i]!;
    if (values.every((v) => !v?.trim())) continue;
    const cells: ImportRow['cells'] = {};
    columns.forEach((key, col) => {
      const value = values[col]?.trim();
      if (key && value) cells[key] = value;
    });
    rows.push({ row: i + 1, cells });
    if (rows.length > MAX_IMPORT_ROWS) throw fileError('import_too_many_rows', { max: MAX_IMPORT_ROWS });
  }
  if (rows.length === 0) throw fileError('import_no_rows');
  return { format, columns: present, rows };
}
