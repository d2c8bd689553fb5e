import { describe, expect, it } from 'vitest';
import { decodeBarcodes, readPdf } from '../../../../test/pdf.ts';
import { declarationsPdf } from './declaration-pdf.ts';
import { nationalStickersPdf } from './sticker-pdf.ts';
import { sampleItem as item } from './documents.test-kit.ts';

describe('national-post documents', () => {
  it('prints a CN22 in 10 × 10 cm whose barcode scans to the item, with each line, its HS code and the totals', async () => {
    const pdf = await declarationsPdf([item()], 'SIZE_10X10', 'Seller Cabinet');
    const { info, text } = readPdf(pdf);
    expect(info['Page size']).toMatch(/^283\.46\d* x 283\.46\d* pts/);
    expect(text).toContain('CUSTOMS DECLARATION CN 22');
    expect(text).toMatch(/Cotton T-shirt\s+2\s+0\.300\s+25\.00 USD/);
    expect(text).toContain('HS 4202210000 · UA');
    expect(text).toMatch(/Total\s+0\.800\s+85\.00 USD/);
    expect(decodeBarcodes(pdf)).toEqual(['LP100000011UA']);
  });

  it('prints a CN23 with both parties in A5, and one page per item', async () => {
    const second = item({ barcode: 'CP100000025UA', packageType: 'PARCEL', form: 'cn23' });
    const pdf = await declarationsPdf([item({ form: 'cn23' }), second], 'SIZE_A5', 'Seller Cabinet');
    const { info, text } = readPdf(pdf);
    expect(info['Page size']).toMatch(/^419\.53 x 595\.28 pts/);
    expect(info.Pages).toBe('2');
    expect(text).toContain('CUSTOMS DECLARATION CN 23');
    expect(text).toContain('New York NY 10001');
    expect(decodeBarcodes(pdf, 2)).toEqual(['CP100000025UA']);
  });

  it('prints the address sticker in A6 and 10 × 10 cm with the barcode that scans', async () => {
    for (const [format, size] of [
      ['SIZE_A6', /^297\.64 x 419\.53 pts/],
      ['SIZE_10X10', /^283\.46\d* x 283\.46\d* pts/],
    ] as const) {
      const pdf = await nationalStickersPdf([item()], format, 'Seller Cabinet');
      const { info, text } = readPdf(pdf);
      expect(info['Page size']).toMatch(size);
      expect(text).toContain('John Smith');
      expect(text).toContain('Weight: 0.800 kg');
      expect(decodeBarcodes(pdf)).toEqual(['LP100000011UA']);
    }
  });
});
