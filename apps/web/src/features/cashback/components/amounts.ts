import type { TFunction } from 'i18next';
import { fromMinor, toMinor, type Money } from '@cabinet/contracts/money';
import { formatMoney } from '../../../shared/lib/format.ts';

/** Minor units → "$12.50". */
export const usd = (minor: number) => formatMoney({ amount: fromMinor(minor), currency: 'USD' });

/** A wire amount ("-12.50") → signed minor units. */
export function minorOf(money: Money): number {
  const negative = money.amount.startsWith('-');
  return (negative ? -1 : 1) * (toMinor(money.amount.replace(/^-/, '')) ?? 0);
}

/** What the amount field holds, in minor units; null when it is not an amount. */
export function enteredMinor(value: string | number): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(2) : '') : value.trim();
  return toMinor(text.replace(/\.00$/, ''));
}

/**
 * The message under an amount field, or null when it is fine: the same rules the API applies (at most two
 * decimals, at least `min`, at most `max`), worded in this feature.
 */
export function amountProblem(value: string | number, limits: { min: number; max?: number }, t: TFunction) {
  if (value === '' || value === null || value === undefined) return t('cashback:amount.required');
  const minor = enteredMinor(value);
  if (minor === null || minor <= 0) return t('cashback:amount.invalid');
  if (minor < limits.min) return t('cashback:amount.minimum', { amount: usd(limits.min) });
  if (limits.max !== undefined && minor > limits.max) return t('cashback:amount.maximum', { amount: usd(limits.max) });
  return null;
}
