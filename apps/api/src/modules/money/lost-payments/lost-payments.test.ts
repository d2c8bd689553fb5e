import { describe, expect, it } from 'vitest';
import { displayName } from '../../uploads/file-type.ts';
import { detectFileType } from './claim-files.ts';
import { maskPayer } from './mask.ts';

describe('maskPayer', () => {
  it.each([
    ['Olena Kovalenko', 'O**** K******'],
    ['John  Smith', 'J***  S****'],
    ['buyer.mail@gmail.com', 'b******@gmail.com'],
    ['UA213223130000026007233566001', '****6001'],
    ['A', 'A'],
    ['TOV "Krafty"', 'T** "******'],
  ])('%s → %s', (payer, masked) => {
    expect(maskPayer(payer)).toBe(masked);
  });
});

describe('detectFileType', () => {
  it('knows images and PDF by their first bytes, whatever the name says', () => {
    expect(detectFileType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(detectFileType(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(detectFileType(Buffer.from('GIF89a...'))).toBe('image/gif');
    expect(detectFileType(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBe('image/webp');
    expect(detectFileType(Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n'))).toBe('application/pdf');
  });

  it('refuses anything else: executables, scripts, HTML, an empty file', () => {
    expect(detectFileType(Buffer.from('MZ\x90\x00'))).toBeNull();
    expect(detectFileType(Buffer.from('\x7fELF'))).toBeNull();
    expect(detectFileType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectFileType(Buffer.from('<html>'))).toBeNull();
    expect(detectFileType(Buffer.alloc(0))).toBeNull();
    expect(detectFileType(Buffer.from('a note renamed invoice.pdf\n'))).toBeNull();
  });
});

describe('displayName', () => {
  it('keeps the base name only, without path or control characters', () => {
    expect(displayName('../../etc/passwd.png', 'image/png', 0)).toBe('passwd.png');
    expect(displayName('C:\\Users\\me\\chat "1".jpg', 'image/jpeg', 0)).toBe('chat 1.jpg');
    expect(displayName('', 'application/pdf', 2)).toBe('file-3.pdf');
  });
});
