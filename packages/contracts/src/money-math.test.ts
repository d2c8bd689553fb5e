import { describe, expect, it } from 'vitest';
import {
  basisPointsOf,
  currencySignFirst,
  minorOf,
  moneyOf,
  percentOfMinor,
  percentText,
  topUpFee,
  typedMinor,
  withdrawalFee,
} from './money-math.ts';

describe('wire amounts and minor units', () => {
  it.each([
    ['12.50', 1250],
    ['0.07', 7],
    ['-1.77', -177],
    ['5', 500],
    ['10000000.00', 1_000_000_000],
    ['410000000.00', 41_000_000_000],
  ])('reads %s as %i', (amount, minor) => expect(minorOf({ amount })).toBe(minor));

  it('reads what is no amount as zero', () => {
    expect(minorOf({ amount: '' })).toBe(0);
    expect(minorOf({ amount: '1.005' })).toBe(0);
  });

  it('writes minor units back with the currency and its sign rule, and adds without float drift', () => {
    expect(moneyOf(-5)).toEqual({ amount: '-0.05', currency: 'USD', currency_sign_pre: true });
    expect(moneyOf(165_000, 'UAH')).toEqual({ amount: '1650.00', currency: 'UAH', currency_sign_pre: false });
    expect(moneyOf(minorOf({ amount: '0.10' }) + minorOf({ amount: '0.20' })).amount).toBe('0.30');
  });

  it('puts the sign first for USD and GBP only (§9)', () => {
    expect([currencySignFirst('USD'), currencySignFirst('GBP')]).toEqual([true, true]);
    expect([currencySignFirst('EUR'), currencySignFirst('UAH')]).toEqual([false, false]);
  });
});

describe('what a person types', () => {
  it.each([
    ['25', 2500],
    [' 25,5 ', 2550],
    ['0.10', 10],
    [25.5, 2550],
    [12, 1200],
  ] as const)('reads %j as %i', (typed, minor) => expect(typedMinor(typed)).toBe(minor));

  it.each(['0', '-3', '1.005', 12.345, 'ten', '', '1e3', Number.NaN])('refuses %j, never rounding it', (typed) =>
    expect(typedMinor(typed)).toBeNull(),
  );
});

describe('percents and fees', () => {
  it('reads and writes percents as basis points', () => {
    expect(basisPointsOf('1.00')).toBe(100);
    expect(basisPointsOf('0.5')).toBe(50);
    expect(basisPointsOf('x')).toBeNull();
    expect(percentText(250)).toBe('2.50');
    expect(percentText(5)).toBe('0.05');
  });

  it('rounds a percentage half up to a whole cent', () => {
    expect(percentOfMinor(15_050, 100)).toBe(151);
    expect(percentOfMinor(15_049, 100)).toBe(150);
    expect(percentOfMinor(99, 50)).toBe(0);
    expect(percentOfMinor(1_000_000_000, 9_999)).toBe(999_900_000);
  });

  it('charges a withdrawal at least the minimum, a top-up its percentage plus the fixed part', () => {
    expect(withdrawalFee(2_000, { basisPoints: 100, minimum: 100 })).toBe(100);
    expect(withdrawalFee(15_050, { basisPoints: 100, minimum: 100 })).toBe(151);
    expect(topUpFee(10_000, { basisPoints: 300, fixed: 0 })).toBe(300);
    expect(topUpFee(1_050, { basisPoints: 300, fixed: 25 })).toBe(57);
  });
});
