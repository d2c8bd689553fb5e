import { z } from 'zod';

/*
 * The one definition of a money amount a client types (issue 12): a plain decimal with at most as many places as
 * the currency keeps. An amount with more places is refused ('invalid_amount'), never rounded or cut: 12.345 is a
 * 400 naming the field, not a link for 12.34. Every amount field of every contract is built from here.
 */

/** Decimal places each currency keeps (ISO 4217 minor units). All of ours keep cents. */
export const CURRENCY_DECIMALS = { USD: 2, EUR: 2, GBP: 2, UAH: 2 } as const;

/** The places every amount of the product keeps: amounts are stored as integer cents. */
export const MONEY_DECIMALS = 2;

export interface DecimalShape {
  /** At most this many digits before the point. */
  integerDigits: number;
  /** At most this many digits after it. */
  places: number;
  /** A leading minus is allowed (a credit line). */
  signed?: boolean;
}

/** The pattern of a decimal with that shape: "12", "12.5", "12.50"; never "12.", ".5", "1e3", "1,5". */
export function decimalPattern({ integerDigits, places, signed = false }: DecimalShape): RegExp {
  const fraction = places > 0 ? `(\\.\\d{1,${places}})?` : '';
  return new RegExp(`^${signed ? '-?' : ''}\\d{1,${integerDigits}}${fraction}$`);
}

/** What a client may send for a decimal: a string or a JSON number, as text; anything else becomes ''. */
export const decimalText = (value: string | number): string =>
  typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();

/** A long enough bound on the text of any decimal: longer input is refused before any pattern runs. */
export const DECIMAL_TEXT_MAX = 32;

/**
 * A decimal amount kept as the text the client sent (trimmed): for fields whose services read the decimal string
 * (limits, tariffs, declared values). More places than `places` → 'invalid_amount'.
 */
export function decimalAmountText(shape: Partial<DecimalShape> = {}) {
  const full = { integerDigits: 8, places: MONEY_DECIMALS, ...shape };
  return z.string().trim().max(DECIMAL_TEXT_MAX, 'invalid_amount').regex(decimalPattern(full), 'invalid_amount');
}

/** A decimal with at most `places` places → integer minor units (never through floats), or null. */
export function decimalToMinor(text: string, shape: DecimalShape): number | null {
  if (!decimalPattern(shape).test(text)) return null;
  const negative = text.startsWith('-');
  const [units = '', fraction = ''] = text.replace(/^-/, '').split('.');
  const minor = Number(units) * 10 ** shape.places + Number(fraction.padEnd(shape.places, '0') || '0');
  return negative ? -minor : minor;
}

export interface MinorAmountOptions {
  integerDigits?: number;
  places?: number;
  /** Zero is allowed (a free sample's cost); otherwise the amount must be positive. */
  allowZero?: boolean;
  /** The largest amount, in minor units. */
  maxMinor?: number;
}

/**
 * An amount a client sends as a string ("12.5") or a JSON number (12.5), parsed to integer minor units.
 * Words, 1e309, more places than the currency keeps → 'invalid_amount'; zero or less → 'amount_not_positive'
 * (unless zero is allowed); above `maxMinor` → 'amount_too_large'.
 */
export function minorAmountInput({
  integerDigits = 8,
  places = MONEY_DECIMALS,
  allowZero = false,
  maxMinor,
}: MinorAmountOptions = {}) {
  return z.union([z.string().max(DECIMAL_TEXT_MAX, 'invalid_amount'), z.number()]).transform((value, ctx) => {
    const minor = decimalToMinor(decimalText(value), { integerDigits, places });
    if (minor === null) {
      ctx.addIssue({ code: 'custom', message: 'invalid_amount' });
      return z.NEVER;
    }
    if (minor <= 0 && !(allowZero && minor === 0)) {
      ctx.addIssue({ code: 'custom', message: 'amount_not_positive' });
      return z.NEVER;
    }
    if (maxMinor !== undefined && minor > maxMinor) {
      ctx.addIssue({ code: 'custom', message: 'amount_too_large' });
      return z.NEVER;
    }
    return minor;
  });
}
