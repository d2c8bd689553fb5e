import { describe, expect, it } from 'vitest';
import type { Rates } from '@cabinet/contracts/reference';
import { currencyDigits, minorToDecimal, toUsdCents, usdEquivalent } from './usd.ts';

/** Hryvnias for one unit: a dollar 41.25, a euro 47.85, a pound 54.90. */
const rates: Rates = {
  base: 'UAH',
  date: '2026-11-21',
  source: 'sandbox',
  rates: [
    { currency: 'USD', rate: '41.2500' },
    { currency: 'EUR', rate: '47.8500' },
    { currency: 'GBP', rate: '54.9000' },
    { currency: 'XDR', rate: '55.6000' },
    { currency: 'UAH', rate: '1.0000' },
  ],
};

describe('an order amount in US cents', () => {
  it('is a USD amount itself', () => {
    expect(toUsdCents(6450, 'USD', rates)).toBe(6450);
  });

  it('converts euros and pounds through the hryvnia', () => {
    // €100.00 = 4,785.00 UAH = $116.00; £12.50 = 686.25 UAH = $16.64 (16.636…).
    expect(toUsdCents(10_000, 'EUR', rates)).toBe(11_600);
    expect(toUsdCents(1250, 'GBP', rates)).toBe(1664);
  });

  it('converts hryvnias, which the rates carry as one to one', () => {
    // 1,650.00 UAH = $40.00.
    expect(toUsdCents(165_000, 'UAH', rates)).toBe(4000);
  });

  it('is null for a currency the rates do not carry, never a guess', () => {
    expect(toUsdCents(2000, 'CAD', rates)).toBeNull();
    expect(toUsdCents(2000, 'EUR', { ...rates, rates: rates.rates.filter((r) => r.currency !== 'USD') })).toBeNull();
  });

  it('counts a zero-decimal currency in whole units', () => {
    // A rate the bank would publish for the yen: ¥1,000 = 270 UAH = $6.55 (6.545…).
    const withYen = { ...rates, rates: [...rates.rates, { currency: 'JPY', rate: '0.2700' }] } as unknown as Rates;
    expect(toUsdCents(1000, 'JPY', withYen)).toBe(655);
  });
});

describe("an order's USD figure", () => {
  it('carries the rates date for a converted amount, none for a USD one', () => {
    expect(usdEquivalent(10_000, 'EUR', rates)).toEqual({ amount: '116.00', rate_date: '2026-11-21' });
    expect(usdEquivalent(6450, 'USD', rates)).toEqual({ amount: '64.50', rate_date: null });
    expect(usdEquivalent(6450, 'USD', null)).toEqual({ amount: '64.50', rate_date: null });
  });

  it('is null for a currency the rates lack, and while the rates cannot be read', () => {
    expect(usdEquivalent(2000, 'CAD', rates)).toBeNull();
    expect(usdEquivalent(2000, 'EUR', null)).toBeNull();
  });
});

describe('minor units as a decimal', () => {
  it('follows the currency’s digits', () => {
    expect([currencyDigits('USD'), currencyDigits('JPY'), currencyDigits('KWD')]).toEqual([2, 0, 3]);
    expect(minorToDecimal(1250, 'EUR')).toBe('12.50');
    expect(minorToDecimal(1250, 'JPY')).toBe('1250');
    expect(minorToDecimal(1250, 'KWD')).toBe('1.250');
    expect(minorToDecimal(-5, 'KWD')).toBe('-0.005');
    expect(minorToDecimal(-1250, 'USD')).toBe('-12.50');
  });
});
