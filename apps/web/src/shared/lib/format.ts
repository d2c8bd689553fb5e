import dayjs from 'dayjs';
import { DATE_FORMAT, DATE_INPUT_FORMAT, TIME_FORMAT } from './constants.ts';

/** A money amount as the API sends it (§3): the amount is a decimal string, e.g. "12.50". */
export interface MoneyAmount {
  amount: string | number;
  currency: string;
  /**
   * Our API sends a boolean (whether the sign goes first, which the currency's home format already decides); a
   * string is a sign to show before the number instead of the currency's own symbol.
   */
  currency_sign_pre?: string | boolean | null;
}

/** §9: each currency in its home format; any other currency in the default ru-RU format. */
const CURRENCY_LOCALES: Record<string, string> = { USD: 'en-US', GBP: 'en-GB', EUR: 'de-DE', UAH: 'uk-UA' };
const DEFAULT_MONEY_LOCALE = 'ru-RU';

export const moneyLocale = (currency: string): string =>
  CURRENCY_LOCALES[currency.toUpperCase()] ?? DEFAULT_MONEY_LOCALE;

/** The value as a finite number, or an error (§5: 'Type ERROR: value is not a number'). */
export function toNumber(value: unknown): number {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(number)) throw new Error('Type ERROR: value is not a number');
  return number;
}

/** A number with a fixed count of decimals in the given locale. */
export function formatNumber(value: unknown, decimals = 2, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    toNumber(value),
  );
}

/** §9: '$12.50', '£12.50', '12,50 €', '12,50 грн' — always two decimals. */
export function formatMoney(money: MoneyAmount): string {
  const currency = money.currency.toUpperCase();
  const locale = moneyLocale(currency);
  if (typeof money.currency_sign_pre === 'string' && money.currency_sign_pre)
    return `${money.currency_sign_pre}${formatNumber(money.amount, 2, locale)}`;
  // COPY.md: hryvnias are "грн" (Intl now writes "₴"), after the number and a no-break space.
  if (currency === 'UAH') return `${formatNumber(money.amount, 2, locale)}\u00a0грн`;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(toNumber(money.amount));
}

type DateLike = string | number | Date | dayjs.Dayjs;

const format = (value: DateLike | null | undefined, pattern: string): string => {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(pattern) : '';
};

/** DD.MM.YYYY; '' for no or an invalid date. */
export const formatDate = (value: DateLike | null | undefined) => format(value, DATE_FORMAT);
/** HH:mm */
export const formatTime = (value: DateLike | null | undefined) => format(value, TIME_FORMAT);
/** DD.MM.YYYY HH:mm */
export const formatDateTime = (value: DateLike | null | undefined) => format(value, `${DATE_FORMAT} ${TIME_FORMAT}`);
/** YYYY-MM-DD, the wire and input format. */
export const toInputDate = (value: DateLike | null | undefined) => format(value, DATE_INPUT_FORMAT);
