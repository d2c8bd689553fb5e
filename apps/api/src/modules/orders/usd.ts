import { fromMinor } from '@cabinet/contracts/money';
import type { Rates } from '@cabinet/contracts/reference';

/*
 * Orders are kept in their own currency's minor units (docs/orders.md, "Currencies"); wherever the cabinet needs US
 * dollars (the shipment form's order total and customs values, "My sales", the USD figure beside a total) it converts
 * at the day's official rates, which are hryvnias for one unit of each currency they carry.
 */

const DIGITS = new Map<string, number>();

/** Digits of a currency's minor unit (ISO 4217, as Intl knows it): 2 for USD and EUR, 0 for JPY, 3 for KWD. */
export function currencyDigits(currency: string): number {
  let digits = DIGITS.get(currency);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits;
    } catch {
      // Not a currency code Intl knows: counted in hundredths, as most are.
      digits = 2;
    }
    DIGITS.set(currency, digits ?? 2);
  }
  return digits ?? 2;
}

/** Minor units of `currency` → its decimal string ("1250", "USD" → "12.50"; "1250", "JPY" → "1250"). */
export function minorToDecimal(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  if (digits === 2) return fromMinor(minor);
  const sign = minor < 0 ? '-' : '';
  const abs = String(Math.abs(minor)).padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${abs}` : `${sign}${abs.slice(0, -digits)}.${abs.slice(-digits)}`;
}

/**
 * An amount in US cents at the official rates (both through the hryvnia), or null for a currency the rates do not
 * carry (the seller then enters the customs value; the sales figures leave such orders out of revenue).
 */
export function toUsdCents(minor: number, currency: string, rates: Rates): number | null {
  if (currency === 'USD') return minor;
  const rateOf = (c: string) => rates.rates.find((r) => r.currency === c)?.rate;
  const from = currency === 'UAH' ? '1' : rateOf(currency);
  const usd = rateOf('USD');
  if (!from || !usd || Number(usd) <= 0) return null;
  // minor / 10^digits units × hryvnias a unit ÷ hryvnias a dollar × 100 cents a dollar.
  return Math.round((minor * Number(from) * 100) / (10 ** currencyDigits(currency) * Number(usd)));
}

export const usdText = (cents: number) => minorToDecimal(cents, 'USD');

/**
 * The USD figure of an order's total: the amount and the date of the rates used (none for a USD order); null when the
 * rates carry no rate for the currency, or could not be read.
 */
export function usdEquivalent(minor: number, currency: string, rates: Rates | null) {
  if (currency === 'USD') return { amount: usdText(minor), rate_date: null };
  const cents = rates ? toUsdCents(minor, currency, rates) : null;
  return cents === null || !rates ? null : { amount: usdText(cents), rate_date: rates.date };
}
