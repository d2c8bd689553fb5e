/**
 * RFC 4180 CSV with a UTF-8 byte-order mark (so spreadsheet programs read Cyrillic right) and CRLF line ends.
 * A cell starting with = + - @ (other than a plain number) gets an apostrophe: a downloaded file must not run formulas.
 */
export function toCsv(header: string[], rows: (string | number)[][]): string {
  const cell = (value: string | number) => {
    let text = String(value);
    if (/^[=+\-@]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
    return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `\uFEFF${[header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}
