import { describe, expect, it } from 'vitest';
import { ibanChecksumValid, isUaIban, luhnValid } from '@cabinet/contracts/withdrawals';
import { cardBrand, convert, decimalToMinor, feeFor, rateToMicro, requisitesLine } from './methods.ts';

describe('feeFor', () => {
  const card = { feeBasisPoints: 100, feeMinimum: 100 };
  it('takes the percentage, rounded half up to a cent, never below the minimum', () => {
    expect(feeFor(2000, card)).toBe(100);
    expect(feeFor(15050, card)).toBe(151);
    expect(feeFor(15049, card)).toBe(150);
    expect(feeFor(1000, { feeBasisPoints: 50, feeMinimum: 0 })).toBe(5);
    expect(feeFor(101, { feeBasisPoints: 50, feeMinimum: 0 })).toBe(1);
    expect(feeFor(99, { feeBasisPoints: 50, feeMinimum: 0 })).toBe(0);
    expect(feeFor(123456, { feeBasisPoints: 0, feeMinimum: 0 })).toBe(0);
  });
  it('stays exact at the largest amount', () => {
    expect(feeFor(1_000_000_000, { feeBasisPoints: 9_999, feeMinimum: 0 })).toBe(999_900_000);
  });
});

describe('conversion to hryvnias', () => {
  it('reads rates exactly and rounds kopecks half up', () => {
    expect(rateToMicro('41.25')).toBe(41_250_000n);
    expect(rateToMicro('41.2567')).toBe(41_256_700n);
    expect(convert(2010, rateToMicro('41.2500'))).toBe(82913);
    expect(convert(1, rateToMicro('41.2500'))).toBe(41);
    expect(convert(2, rateToMicro('41.2500'))).toBe(83);
    expect(convert(1_000_000_000, rateToMicro('99.9999'))).toBe(99_999_900_000);
    expect(() => rateToMicro('4x')).toThrow();
  });
  it('parses a sent-back national amount', () => {
    expect(decimalToMinor('829.13')).toBe(82913);
    expect(decimalToMinor('829.1')).toBe(82910);
    expect(decimalToMinor('829')).toBe(82900);
    expect(decimalToMinor('829.134')).toBeNull();
    expect(decimalToMinor('-1')).toBeNull();
  });
});

describe('requisites checks', () => {
  it("Luhn's check", () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('5555555555554444')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42424242a')).toBe(false);
  });
  it('IBAN mod-97 and the Ukrainian shape', () => {
    expect(ibanChecksumValid('DE89370400440532013000')).toBe(true);
    expect(ibanChecksumValid('GB82WEST12345698765432')).toBe(true);
    expect(isUaIban('UA743052990000026007233566001')).toBe(true);
    expect(isUaIban('UA753052990000026007233566001')).toBe(false);
    expect(isUaIban('DE89370400440532013000')).toBe(false);
    expect(isUaIban('UA74305299000002600723356600')).toBe(false);
  });
  it('names the card brand and describes requisites without secrets', () => {
    expect(cardBrand('4242424242424242')).toBe('Visa');
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
    expect(cardBrand('2221000000000009')).toBe('Mastercard');
    expect(cardBrand('378282246310005')).toBe('American Express');
    expect(cardBrand('6011111111111117')).toBe('Card');
    const line = requisitesLine({ method: 'card', brand: 'Visa', last4: '4242', holder_name: 'A B', token: 'ctok_x' });
    expect(line).toBe('Visa •••• 4242, A B');
  });
});
