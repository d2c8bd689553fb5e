import { describe, expect, it } from 'vitest';
import type { RatesSnapshot } from '../../providers/fx-rates/fx-rates.ts';
import { sandboxFxRates } from './sandbox.ts';

const at = (iso: string) => sandboxFxRates(() => new Date(iso)).fetchRates();
const rateOf = (s: RatesSnapshot, currency: string) => Number(s.rates.find((r) => r.currency === currency)?.rate);

describe('sandboxFxRates', () => {
  it('gives the currencies (the SDR too) as four-decimal strings, UAH at 1, dated by the UTC day', async () => {
    const snapshot = await at('2026-11-21T10:00:00Z');
    expect(snapshot.date).toBe('2026-11-21');
    expect(snapshot.rates.map((r) => r.currency)).toEqual(['USD', 'EUR', 'GBP', 'XDR', 'UAH']);
    expect(snapshot.rates.every((r) => /^\d+\.\d{4}$/.test(r.rate))).toBe(true);
    expect(snapshot.rates.at(-1)).toEqual({ currency: 'UAH', rate: '1.0000' });
    expect(sandboxFxRates(() => new Date()).name).toBe('sandbox');
  });

  it('is the same all day long', async () => {
    const morning = await at('2026-11-21T00:00:01Z');
    expect(await at('2026-11-21T23:59:59Z')).toEqual(morning);
    expect(await at('2026-11-21T12:00:00Z')).toEqual(morning);
  });

  it('moves from one day to the next', async () => {
    const today = await at('2026-11-21T12:00:00Z');
    const tomorrow = await at('2026-11-22T12:00:00Z');
    expect(tomorrow.date).toBe('2026-11-22');
    for (const currency of ['USD', 'EUR', 'GBP']) {
      expect(rateOf(tomorrow, currency), currency).not.toBe(rateOf(today, currency));
    }
  });

  it('stays within plausible ranges over a year, moving a little each day', async () => {
    const ranges = { USD: [40, 43], EUR: [46, 50], GBP: [53, 57] } as const;
    let previous: RatesSnapshot | undefined;
    for (let day = 0; day < 366; day++) {
      const snapshot = await at(new Date(Date.UTC(2026, 0, 1 + day, 9)).toISOString());
      for (const [currency, [low, high]] of Object.entries(ranges)) {
        const rate = rateOf(snapshot, currency);
        expect(rate, `${snapshot.date} ${currency}`).toBeGreaterThan(low);
        expect(rate, `${snapshot.date} ${currency}`).toBeLessThan(high);
        if (previous) {
          const change = Math.abs(rate / rateOf(previous, currency) - 1);
          expect(change, `${snapshot.date} ${currency}`).toBeLessThan(0.01);
        }
      }
      expect(rateOf(snapshot, 'USD')).toBeLessThan(rateOf(snapshot, 'EUR'));
      expect(rateOf(snapshot, 'EUR')).toBeLessThan(rateOf(snapshot, 'GBP'));
      previous = snapshot;
    }
  });
});
