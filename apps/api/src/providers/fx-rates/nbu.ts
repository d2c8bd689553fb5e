import { z } from 'zod';
import type { FxRatesProvider, RateCurrency } from './fx-rates.ts';

/** One row of the National Bank of Ukraine's public exchange JSON. */
const nbuRowSchema = z.object({ cc: z.string(), rate: z.number().positive(), exchangedate: z.string() });

/** Without these the cabinet cannot price customs or shipping: no rates at all rather than a part. */
const REQUIRED: RateCurrency[] = ['USD', 'EUR', 'GBP', 'XDR'];
/** Orders' currencies: kept when the bank lists them (it has for years), an order in a missing one has no USD figure. */
const OPTIONAL: RateCurrency[] = ['CAD', 'AUD', 'PLN'];

/** Reads today's official rates from the NBU (`statdirectory/exchange?json`). */
export function nbuFxRates(
  url: string,
  fetchImpl: typeof fetch = fetch,
  name: FxRatesProvider['name'] = 'nbu',
): FxRatesProvider {
  return {
    name,
    async fetchRates() {
      const res = await fetchImpl(url, {
        signal: AbortSignal.timeout(10_000),
        headers: { accept: 'application/json' },
      });
      if (!res.ok) throw new Error(`NBU answered ${res.status}`);
      const rows = z.array(nbuRowSchema).parse(await res.json());
      const rowOf = (currency: RateCurrency) => {
        const row = rows.find((r) => r.cc === currency);
        return row && { currency, rate: row.rate.toFixed(4), exchangedate: row.exchangedate };
      };
      const rates = REQUIRED.map((currency) => {
        const row = rowOf(currency);
        if (!row) throw new Error(`NBU has no ${currency} rate`);
        return row;
      });
      rates.push(...OPTIONAL.flatMap((currency) => rowOf(currency) ?? []));
      // NBU writes dates as DD.MM.YYYY.
      const [d, m, y] = rates[0]!.exchangedate.split('.');
      return {
        date: `${y}-${m}-${d}`,
        rates: [...rates.map(({ currency, rate }) => ({ currency, rate })), { currency: 'UAH', rate: '1.0000' }],
      };
    },
  };
}
