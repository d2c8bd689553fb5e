import { describe, expect, it } from 'vitest';
import { isValidS10, s10, s10CheckDigit } from './s10.ts';

// The adapters' reading of UPU S10; sandboxes/kit/s10.test.ts holds the sandboxes' own against it.
describe('UPU S10', () => {
  it('computes the check digit with the 8-6-4-2-3-5-9-7 weights', () => {
    expect(s10CheckDigit('12345678')).toBe(5); // EE123456785US, the UPU example
    expect(s10CheckDigit('47312482')).toBe(9); // Σ = 200, 200 mod 11 = 2, 11 − 2
  });

  it('maps a remainder of 10 to 0 and of 11 (sum divisible by 11) to 5', () => {
    // Find a serial of each edge case by search, then check the mapping.
    const serials = Array.from({ length: 2000 }, (_, i) => String(i).padStart(8, '0'));
    const sums = (s: string) => [...s].reduce((a, d, i) => a + Number(d) * [8, 6, 4, 2, 3, 5, 9, 7][i]!, 0);
    const ten = serials.find((s) => 11 - (sums(s) % 11) === 10)!;
    const eleven = serials.find((s) => s !== '00000000' && sums(s) % 11 === 0)!;
    expect(s10CheckDigit(ten)).toBe(0);
    expect(s10CheckDigit(eleven)).toBe(5);
  });

  it('builds and checks identifiers', () => {
    expect(s10('EE', 12345678, 'US')).toBe('EE123456785US');
    expect(s10('RR', 42, 'UA')).toMatch(/^RR00000042\dUA$/);
    expect(isValidS10('EE123456785US')).toBe(true);
    expect(isValidS10('EE123456784US')).toBe(false);
    expect(isValidS10('E123456785US')).toBe(false);
    expect(() => s10CheckDigit('1234')).toThrow();
  });
});
