import type { rateCurrencies } from '@cabinet/contracts/reference';

export type RateCurrency = (typeof rateCurrencies)[number];

/** Official rates: hryvnias for one unit of each currency, as decimal strings, on a date (YYYY-MM-DD). */
export interface RatesSnapshot {
  date: string;
  rates: Array<{ currency: RateCurrency; rate: string }>;
}

export interface FxRatesProvider {
  /** `sandbox` while the feed is the sandbox bank this server serves: the rates say where they came from. */
  readonly name: 'sandbox' | 'nbu';
  fetchRates(): Promise<RatesSnapshot>;
}
