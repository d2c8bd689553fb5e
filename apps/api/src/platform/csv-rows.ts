import { parse } from 'csv-parse/sync';

/**
 * RFC 4180 text → rows of cells, read by csv-parse: quoted cells may hold the delimiter, doubled quotes and line
 * breaks; a leading byte-order mark is dropped; lines may end in CRLF, LF or CR, and rows may differ in length.
 * A blank line stays a row of one empty cell, so a row's index is still its line in a spreadsheet. A quote inside
 * an unquoted cell is kept as text. Throws csv-parse's CsvError on a file that is not CSV (a quote never closed).
 */
export function csvRows(text: string, delimiter = ','): string[][] {
  return parse(text, {
    delimiter,
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    record_delimiter: ['\r\n', '\n', '\r'],
  });
}
