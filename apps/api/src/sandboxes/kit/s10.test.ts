import { describe, expect, it } from 'vitest';
import { isValidS10, s10 as adapterS10 } from '../../providers/carriers/s10.ts';
import { isS10, randomBarcode, s10 } from './s10.ts';

describe("the sandboxes' UPU S10", () => {
  it('issue what the adapters accept: two readings of the standard agree on every serial tried', () => {
    expect(s10('EE', 12345678, 'US')).toBe('EE123456785US');
    for (let serial = 0; serial < 100_000_000; serial += 99_991) {
      expect(isValidS10(s10('CA', serial, 'UA')), String(serial)).toBe(true);
      expect(s10('LA', serial, 'UA')).toBe(adapterS10('LA', serial, 'UA'));
    }
  });

  it('draw random barcodes that read as S10 and refuse a wrong check digit', () => {
    const barcode = randomBarcode('RB');
    expect(barcode).toMatch(/^RB\d{9}UA$/);
    expect(isS10(barcode)).toBe(true);
    expect(isS10('EE123456784US')).toBe(false);
  });
});
