import { describe, expect, it } from 'vitest';
import { isLuhnValid, luhnCheckDigit } from './issuing.ts';
import { sandboxChargeFor } from './spending.ts';

describe('card numbers', () => {
  it('check the Luhn digit like card networks do', () => {
    expect(isLuhnValid('5555555555554444')).toBe(true);
    expect(isLuhnValid('4111111111111111')).toBe(true);
    expect(isLuhnValid('4111111111111112')).toBe(false);
    expect(isLuhnValid('5555-5555-5555-4444')).toBe(false);
    expect(luhnCheckDigit('555555555555444')).toBe(4);
    expect(luhnCheckDigit('411111111111111')).toBe(1);
  });
});

describe('the sandbox marketplaces’ charges', () => {
  it('are a pure function of the card and the slot, between 0.15 and 2.99 USD', () => {
    const slots = Array.from({ length: 200 }, (_, slot) => sandboxChargeFor(7, slot));
    expect(slots).toEqual(Array.from({ length: 200 }, (_, slot) => sandboxChargeFor(7, slot)));
    const charges = slots.filter((c) => c !== null);
    expect(charges.length).toBeGreaterThan(100);
    expect(charges.length).toBeLessThan(200);
    for (const c of charges) {
      expect(c.amount).toBeGreaterThanOrEqual(15);
      expect(c.amount).toBeLessThanOrEqual(299);
      expect(c.merchant).toMatch(/fee|subscription/);
    }
  });
});
