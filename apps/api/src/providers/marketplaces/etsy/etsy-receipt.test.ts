import { describe, expect, it } from 'vitest';
import { minorUnits } from './etsy-receipt.ts';

describe("Etsy's Money in minor units", () => {
  it('reads amount / divisor in the currency’s own minor unit', () => {
    expect(minorUnits({ amount: 1999, divisor: 100, currency_code: 'USD' })).toBe(1999);
    expect(minorUnits({ amount: 19990, divisor: 1000, currency_code: 'EUR' })).toBe(1999);
    expect(minorUnits({ amount: 2500, divisor: 1, currency_code: 'JPY' })).toBe(2500);
    expect(minorUnits({ amount: 2500, divisor: 100, currency_code: 'JPY' })).toBe(25);
  });
});
