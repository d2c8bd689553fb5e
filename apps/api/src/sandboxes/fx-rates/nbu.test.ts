import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectFetch } from '../../platform/http/inject-fetch.ts';
import type { RatesSnapshot } from '../../providers/fx-rates/fx-rates.ts';
import { nbuFxRates } from '../../providers/fx-rates/nbu.ts';
import { NBU_SANDBOX_PATH, nbuSandboxRoutes } from './nbu.routes.ts';

let clock = new Date('2026-11-21T10:00:00Z');
const app = Fastify();
const url = `http://localhost/api${NBU_SANDBOX_PATH}?json`;
const bank = nbuFxRates(
  url,
  injectFetch(() => app),
);
const at = (iso: string) => {
  clock = new Date(iso);
  return bank.fetchRates();
};
const rateOf = (s: RatesSnapshot, currency: string) => Number(s.rates.find((r) => r.currency === currency)?.rate);

beforeAll(async () => {
  await app.register(nbuSandboxRoutes, { prefix: '/api', now: () => clock });
  await app.ready();
});
afterAll(() => app.close());

describe('the sandbox National Bank, read through the NBU adapter', () => {
  it('gives the currencies (the SDR too) as four-decimal strings, UAH at 1, dated by the UTC day', async () => {
    const snapshot = await at('2026-11-21T10:00:00Z');
    expect(snapshot.date).toBe('2026-11-21');
    expect(snapshot.rates.map((r) => r.currency)).toEqual(['USD', 'EUR', 'GBP', 'XDR', 'CAD', 'AUD', 'PLN', 'UAH']);
    expect(snapshot.rates.every((r) => /^\d+\.\d{4}$/.test(r.rate))).toBe(true);
    expect(snapshot.rates.at(-1)).toEqual({ currency: 'UAH', rate: '1.0000' });
  });

  it('writes its rows as the bank does: r030, txt, rate, cc, exchangedate DD.MM.YYYY; date= and valcode= pick', async () => {
    const res = await app.inject({ method: 'GET', url: `/api${NBU_SANDBOX_PATH}?json&date=20260301&valcode=eur` });
    expect(res.json()).toEqual([
      { r030: 978, txt: 'Євро', cc: 'EUR', rate: expect.any(Number), exchangedate: '01.03.2026' },
    ]);
    expect((await app.inject({ method: 'GET', url: `/api${NBU_SANDBOX_PATH}?json&date=2026-03-01` })).statusCode).toBe(
      400,
    );
  });

  it('is the same all day long and moves from one day to the next', async () => {
    const morning = await at('2026-11-21T00:00:01Z');
    expect(await at('2026-11-21T23:59:59Z')).toEqual(morning);
    const tomorrow = await at('2026-11-22T12:00:00Z');
    expect(tomorrow.date).toBe('2026-11-22');
    for (const currency of ['USD', 'EUR', 'GBP']) {
      expect(rateOf(tomorrow, currency), currency).not.toBe(rateOf(morning, currency));
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
        if (previous) expect(Math.abs(rate / rateOf(previous, currency) - 1)).toBeLessThan(0.01);
      }
      expect(rateOf(snapshot, 'USD')).toBeLessThan(rateOf(snapshot, 'EUR'));
      previous = snapshot;
    }
  });
});
