import type { TFunction } from 'i18next';
import { fromMinor } from '@cabinet/contracts/money';
import { minorOf, typedMinor } from '@cabinet/contracts/money-math';
import { formatMoney } from '../../../shared/lib/format.ts';

/** Minor units → "$12.50". */
export const usd = (minor: number) => formatMoney({ amount: fromMinor(minor), currency: 'USD' });

export { minorOf };

/**
 * The message under an amount field, or null when it is fine: the same rules the API applies (at most two
 * decimals, at least `min`, at most `max`), worded in this feature.
 */
export function amountProblem(value: string | number, limits: { min: number; max?: number }, t: TFunction) {
  if (value === '' || value === null || value === undefined) return t('cashback:amount.required');
  const minor = typedMinor(value);
  if (minor === null) return t('cashback:amount.invalid');
  if (minor < limits.min) return t('cashback:amount.minimum', { amount: usd(limits.min) });
  if (limits.max !== undefined && minor > limits.max) return t('cashback:amount.maximum', { amount: usd(limits.max) });
  return null;
}
