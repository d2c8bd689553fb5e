import { invalid } from '../../platform/errors.ts';

/**
 * The one judge of what an uploaded file really is, by its content — never by its name or the type the browser
 * declared (a text file renamed `.pdf` is text). Every path that takes a file asks here: `POST /maintenance/upload`
 * (shipment proof of value, return claims, product pictures), unidentified-payment claims, the product import.
 */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const sniffedTypes = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  XLSX_TYPE,
  'text/csv',
] as const;
export type SniffedType = (typeof sniffedTypes)[number];

const startsWith = (buf: Buffer, bytes: number[] | string, offset = 0) => {
  const want = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return buf.length >= offset + want.length && buf.subarray(offset, offset + want.length).equals(want);
};

/** A PDF reader looks for `%%EOF` in the last kilobyte; a file without it is not a document one can open. */
const PDF_TRAILER_WINDOW = 1024;

/** `%PDF-1.x` (or 2.x) at the start and the end-of-file marker near the end. */
function isPdf(buf: Buffer): boolean {
  if (!startsWith(buf, '%PDF-') || !/^[12]\.\d$/.test(buf.toString('latin1', 5, 8))) return false;
  return buf.subarray(Math.max(0, buf.length - PDF_TRAILER_WINDOW)).includes('%%EOF', 0, 'latin1');
}

/**
 * An Office Open XML workbook: a zip (`PK\x03\x04`) with the entry `xl/workbook.xml`. Entry names are stored
 * uncompressed in the local headers and the central directory, so a zip that is a document (docx) or an archive of
 * anything else is told apart without unpacking it.
 */
const isXlsx = (buf: Buffer) =>
  startsWith(buf, [0x50, 0x4b, 0x03, 0x04]) && buf.includes('xl/workbook.xml', 0, 'latin1');

/** How much of a text file is looked at: enough to tell text from binary, cheap for a 10 MB file. */
const TEXT_SAMPLE_BYTES = 64 * 1024;
const utf8 = new TextDecoder('utf-8', { fatal: true });
// eslint-disable-next-line no-control-regex -- control characters are exactly what marks a binary file
const CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

/**
 * Plain text (a CSV): valid UTF-8 (a BOM allowed) with no control characters but tab, line feed, carriage return and
 * form feed — binary formats are full of NULs and other control bytes. The sample may end inside a multi-byte
 * character; up to 3 trailing bytes are cut so that it still decodes.
 */
function isText(buf: Buffer): boolean {
  if (buf.length === 0) return false;
  const whole = buf.length <= TEXT_SAMPLE_BYTES;
  const sample = buf.subarray(0, TEXT_SAMPLE_BYTES);
  for (let cut = 0; cut <= (whole ? 0 : 3); cut += 1) {
    let text: string;
    try {
      text = utf8.decode(sample.subarray(0, sample.length - cut));
    } catch {
      continue;
    }
    return !CONTROL.test(text);
  }
  return false;
}

/** What a file is by its first (and, for PDF, last) bytes; null when it is none of the types we take. */
export function sniffFileType(buf: Buffer): SniffedType | null {
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(buf, 'GIF87a') || startsWith(buf, 'GIF89a')) return 'image/gif';
  if (startsWith(buf, 'RIFF') && startsWith(buf, 'WEBP', 8)) return 'image/webp';
  if (startsWith(buf, '%PDF-')) return isPdf(buf) ? 'application/pdf' : null;
  if (isXlsx(buf)) return XLSX_TYPE;
  if (startsWith(buf, [0x50, 0x4b])) return null;
  return isText(buf) ? 'text/csv' : null;
}

/** The file's type when it is one of `accepted`, else null. */
export function detectAccepted<T extends SniffedType>(buf: Buffer, accepted: readonly T[]): T | null {
  const type = sniffFileType(buf);
  return type !== null && (accepted as readonly SniffedType[]).includes(type) ? (type as T) : null;
}

/**
 * The file's type when it is one of `accepted`; otherwise 400 `invalid_file_format` on `field` (§5/§8 'one or more
 * of the uploaded files is in an invalid format').
 */
export function assertFileType<T extends SniffedType>(buf: Buffer, accepted: readonly T[], field: string): T {
  const type = detectAccepted(buf, accepted);
  if (!type) throw invalid({ [field]: ['invalid_file_format'] }, 'invalid_file_format');
  return type;
}

/** The extension a stored picture or document gets (names on disk are the server's, never the client's). */
export const EXTENSIONS = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
} as const satisfies Partial<Record<SniffedType, string>>;
export type StoredFileType = keyof typeof EXTENSIONS;

/** The name to show (never used on disk): the base name, without control or path characters, at most 120 long. */
export function displayName(filename: string | undefined, type: StoredFileType, index: number): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '').trim();
  return (clean || `file-${index + 1}.${EXTENSIONS[type]}`).slice(-120);
}
