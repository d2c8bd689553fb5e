import type { Rates } from '@cabinet/contracts/reference';
import { minorToDecimal } from './orders.view.ts';

/**
 * An order's amount in US cents at the official rates (both through the hryvnia), or null for a currency the rates do
 * not carry (the seller then enters the customs value; the sales figures leave such orders out of revenue).
 */
export function toUsdCents(minor: number, currency: string, rates: Rates): number | null {
  if (currency === 'USD') return minor;
  const rateOf = (c: string) => rates.rates.find((r) => r.currency === c)?.rate;
  const from = currency === 'UAH' ? '1' : rateOf(currency);
  const usd = rateOf('USD');
  if (!from || !usd) return null;
  return Math.round((minor * Number(from)) / Number(usd));
}

export const usdText = (cents: number) => minorToDecimal(cents, 'USD');
