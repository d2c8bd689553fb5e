import { decimalText, decimalToMinor } from './amount.ts';
import { fromMinor, toMinor, type Currency, type Money } from './money.ts';

/*
 * The money arithmetic the API applies and the web app previews, written once (issue 13): wire amounts to integer
 * minor units and back, what a person types in an amount field, the fee formulas and the currency-sign rule. No
 * float ever holds money here: amounts are integers of minor units, percents integers of basis points.
 */

/** §9: USD and GBP put their sign before the number (en-US, en-GB); EUR (de-DE) and UAH put it after. */
const SIGN_FIRST: Record<Currency, boolean> = { USD: true, GBP: true, EUR: false, UAH: false };
export const currencySignFirst = (currency: Currency): boolean => SIGN_FIRST[currency];

/** Integer minor units → a §3 Money on the wire: 1250 → { amount: "12.50", currency: "USD", currency_sign_pre }. */
export function moneyOf(minor: number, currency: Currency = 'USD'): Money {
  return { amount: fromMinor(minor), currency, currency_sign_pre: currencySignFirst(currency) };
}

/** A wire amount ("-12.50") → signed integer minor units; 0 for text that is no amount (the API never sends one). */
export function minorOf(money: Pick<Money, 'amount'>): number {
  return decimalToMinor(money.amount.trim(), { integerDigits: 12, places: 2, signed: true }) ?? 0;
}

/**
 * What a person typed in an amount field — "25", "25.5", "25,50" (a decimal comma, as ua and ru write it) or a
 * number input's 25.5 — as positive minor units, or null. Never rounded: "1.005" is no amount, as the API says.
 */
export function typedMinor(value: string | number): number | null {
  const minor = toMinor(decimalText(value).replace(',', '.'));
  return minor !== null && minor > 0 ? minor : null;
}

/** A percent as the wire writes it ("1.00", "0.5") → basis points (hundredths of a percent: 100 = 1 %), or null. */
export const basisPointsOf = (percent: string): number | null => toMinor(percent.trim());

/** Basis points → the wire's percent: 250 → "2.50". */
export const percentText = (basisPoints: number): string => fromMinor(basisPoints);

/** `basisPoints` of an amount in minor units, rounded half up to a whole minor unit (a half cent counts as one). */
export const percentOfMinor = (minor: number, basisPoints: number): number =>
  Math.floor((minor * basisPoints + 5_000) / 10_000);

/** §5 withdrawal fee: the method's percentage of the amount, rounded half up, never below the method's minimum. */
export const withdrawalFee = (minor: number, fee: { basisPoints: number; minimum: number }): number =>
  Math.max(percentOfMinor(minor, fee.basisPoints), fee.minimum);

/** Top-up fee: the method's percentage of the amount, rounded half up, plus its fixed part. */
export const topUpFee = (minor: number, fee: { basisPoints: number; fixed: number }): number =>
  percentOfMinor(minor, fee.basisPoints) + fee.fixed;
