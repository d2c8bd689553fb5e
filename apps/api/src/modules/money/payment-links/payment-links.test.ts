import { describe, expect, it } from 'vitest';
import { linkPaymentReferenceSchema } from '@cabinet/contracts/payment-links';
import { toBalanceCurrency } from './conversion.ts';
import { newPaymentReference } from './pay.service.ts';
import { newLinkCode } from './payment-links.service.ts';

const rates = {
  base: 'UAH' as const,
  date: '2026-11-21',
  source: 'sandbox' as const,
  rates: [
    { currency: 'USD' as const, rate: '41.2500' },
    { currency: 'EUR' as const, rate: '47.8000' },
    { currency: 'GBP' as const, rate: '54.9000' },
    { currency: 'UAH' as const, rate: '1.0000' },
  ],
};

describe('toBalanceCurrency', () => {
  it('keeps USD as it is', () => {
    expect(toBalanceCurrency(1234, 'USD', rates)).toEqual({ credited: 1234, rate: '1' });
  });

  it('converts through the UAH rates, rounding half up to the cent, without floats', () => {
    // 100.00 EUR × 47.80 / 41.25 = 115.878787… USD
    expect(toBalanceCurrency(10_000, 'EUR', rates)).toEqual({ credited: 11_588, rate: '1.158788' });
    // 0.01 GBP × 54.90 / 41.25 = 0.0133 → 0.01
    expect(toBalanceCurrency(1, 'GBP', rates).credited).toBe(1);
    // The largest amount stays exact.
    expect(toBalanceCurrency(1_000_000_000, 'GBP', rates).credited).toBe(1_330_909_091);
  });

  it('refuses when a rate is missing', () => {
    expect(() => toBalanceCurrency(100, 'EUR', { ...rates, rates: rates.rates.slice(0, 1) })).toThrow(
      'rates_unavailable',
    );
  });
});

describe('newLinkCode', () => {
  it('makes 12-letter codes without look-alike letters, different every time', () => {
    const codes = new Set(Array.from({ length: 2000 }, newLinkCode));
    expect(codes.size).toBe(2000);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Za-km-z2-9]{12}$/);
  });
});

describe('newPaymentReference', () => {
  it('makes references the status route accepts, different every time', () => {
    const references = new Set(Array.from({ length: 2000 }, newPaymentReference));
    expect(references.size).toBe(2000);
    for (const reference of references) expect(linkPaymentReferenceSchema.safeParse(reference).success).toBe(true);
  });
});
