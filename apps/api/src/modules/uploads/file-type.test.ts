import { Workbook } from '@cj-tech-master/excelts';
import { describe, expect, it } from 'vitest';
import { XLSX_TYPE, assertFileType, sniffFileType } from './file-type.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

async function workbook(): Promise<Buffer> {
  const book = new Workbook();
  book.addWorksheet('Products').addRow(['SKU', 'Title']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('sniffFileType', () => {
  it.each([
    ['PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'image/png'],
    ['JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'image/jpeg'],
    ['GIF', Buffer.from('GIF89a\x01\x00', 'latin1'), 'image/gif'],
    ['WebP', Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'), 'image/webp'],
    ['PDF', PDF, 'application/pdf'],
    ['PDF with a little after %%EOF', Buffer.concat([PDF, Buffer.alloc(200, 0x0a)]), 'application/pdf'],
    ['CSV', Buffer.from('sku;title\nA-1;Чашка\n'), 'text/csv'],
    ['CSV with a BOM and CRLF', Buffer.from('\uFEFFsku,title\r\nA-1,mug\r\n'), 'text/csv'],
  ])('%s', (_name, data, type) => {
    expect(sniffFileType(data)).toBe(type);
  });

  it('knows an xlsx workbook from any other zip', async () => {
    const xlsx = await workbook();
    expect(sniffFileType(xlsx)).toBe(XLSX_TYPE);
    const otherZip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('word/document.xml')]);
    expect(sniffFileType(otherZip)).toBeNull();
  });

  it.each([
    ['text that starts like a PDF but is not one', Buffer.from('%PDF-1.4 is what I would write here\n')],
    ['a PDF header with no version', Buffer.from('%PDF-x\n%%EOF\n')],
    ['a truncated PDF (no %%EOF in its last kilobyte)', Buffer.concat([PDF, Buffer.alloc(2048, 0x20)])],
    ['an executable', Buffer.from('MZ\x90\x00\x03\x00', 'latin1')],
    ['an ELF binary', Buffer.from('\x7fELF\x02\x01', 'latin1')],
    ['UTF-16 text', Buffer.from('\xff\xfes\x00k\x00u\x00', 'latin1')],
    ['bytes that are not UTF-8', Buffer.from([0x53, 0x4b, 0x55, 0x3b, 0xff, 0xfe, 0x0a])],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s', (_name, data) => {
    expect(sniffFileType(data)).toBeNull();
  });

  it('judges a long text by its first 64 KB, even when they end inside a character', () => {
    const head = Buffer.from(`sku,title\n${'a'.repeat(64 * 1024 - 11)}`);
    const split = Buffer.concat([head, Buffer.from('Чашка\n')]);
    expect(split[64 * 1024 - 1]).toBe(Buffer.from('Ч')[0]);
    expect(sniffFileType(split)).toBe('text/csv');
    expect(sniffFileType(Buffer.concat([Buffer.from('sku\n'), Buffer.from([0, 1, 2])]))).toBeNull();
  });
});

describe('assertFileType', () => {
  it('answers the type when accepted, else 400 invalid_file_format on the field', () => {
    expect(assertFileType(PDF, ['application/pdf', 'image/png'], 'file')).toBe('application/pdf');
    expect(() => assertFileType(Buffer.from('hello\n'), ['application/pdf', 'image/png'], 'proof')).toThrow(
      expect.objectContaining({
        statusCode: 400,
        code: 'invalid_file_format',
        details: { errors: { proof: ['invalid_file_format'] } },
      }),
    );
  });
});
