import type { FxRatesProvider } from '../../providers/fx-rates/fx-rates.ts';

// Levels close to the real ones, so that amounts converted in the sandbox look plausible.
const BASE = { USD: 41.25, EUR: 47.8, GBP: 54.9, XDR: 55.6 } as const;

/**
 * Behaves like the National Bank's feed without the network: one set of rates a day, moving a little from day
 * to day, the same for everyone on the same date.
 */
export function sandboxFxRates(now: () => Date): FxRatesProvider {
  return {
    name: 'sandbox',
    async fetchRates() {
      const date = now().toISOString().slice(0, 10);
      const day = Math.floor(now().getTime() / 86_400_000);
      const rates = (Object.keys(BASE) as Array<keyof typeof BASE>).map((currency, i) => {
        const drift = 1 + 0.004 * Math.sin(day / 7 + i);
        return { currency, rate: (BASE[currency] * drift).toFixed(4) };
      });
      return { date, rates: [...rates, { currency: 'UAH' as const, rate: '1.0000' }] };
    },
  };
}
