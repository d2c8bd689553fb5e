import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatNumber, formatTime, toInputDate, toNumber } from './format.ts';

// Intl puts no-break spaces (U+00A0, U+202F) in some formats.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('formats each currency in its own locale with two decimals', () => {
    expect(formatMoney({ amount: '12.5', currency: 'USD' })).toBe('$12.50');
    expect(formatMoney({ amount: '1234.5', currency: 'GBP' })).toBe('£1,234.50');
    expect(plain(formatMoney({ amount: '1234.5', currency: 'EUR' }))).toBe('1.234,50 €');
    // COPY.md: "грн" after a no-break space.
    expect(formatMoney({ amount: '1234.5', currency: 'uah' })).toMatch(/^1[\u00a0\u202f]234,50\u00a0грн$/);
  });

  it('rounds to two decimals and uses the server sign when given', () => {
    expect(formatMoney({ amount: 3.456, currency: 'USD' })).toBe('$3.46');
    expect(formatMoney({ amount: '7', currency: 'USD', currency_sign_pre: 'US$' })).toBe('US$7.00');
  });

  it('reads our API’s boolean currency_sign_pre as the currency’s own placement', () => {
    expect(formatMoney({ amount: '-12.50', currency: 'USD', currency_sign_pre: true })).toBe('-$12.50');
    expect(plain(formatMoney({ amount: '12.50', currency: 'EUR', currency_sign_pre: false }))).toBe('12,50 €');
  });

  it('uses ru-RU for other currencies', () => {
    expect(plain(formatMoney({ amount: '1000', currency: 'RUB' }))).toMatch(/^1 000,00 (₽|руб\.)$/);
  });

  it('refuses a non-numeric amount', () => {
    expect(() => formatMoney({ amount: 'abc', currency: 'USD' })).toThrow('Type ERROR: value is not a number');
  });
});

describe('number formatter', () => {
  it('accepts numbers and numeric strings', () => {
    expect(toNumber('12.50')).toBe(12.5);
    expect(formatNumber(1234.567)).toBe('1,234.57');
    expect(formatNumber('3', 0)).toBe('3');
  });

  it.each([undefined, null, '', ' ', 'x1', NaN, Infinity, {}, [], true])('throws for %s', (value) => {
    expect(() => formatNumber(value)).toThrow(new Error('Type ERROR: value is not a number'));
  });
});

describe('dates', () => {
  it('displays DD.MM.YYYY and HH:mm, and writes YYYY-MM-DD', () => {
    const date = new Date(2024, 1, 9, 7, 5);
    expect(formatDate(date)).toBe('09.02.2024');
    expect(formatTime(date)).toBe('07:05');
    expect(formatDateTime(date)).toBe('09.02.2024 07:05');
    expect(toInputDate(date)).toBe('2024-02-09');
    expect(formatDate('2023-12-31')).toBe('31.12.2023');
  });

  it('gives an empty text for no or an invalid date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
