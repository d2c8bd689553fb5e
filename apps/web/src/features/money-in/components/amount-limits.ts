import { toMinor } from '@cabinet/contracts/money';
import type { MoneyInMethod } from '@cabinet/contracts/money-in';
import { checkAmount as checkLimits, type AmountCheck } from '../../../shared/lib/amount-limits.ts';

export { parseAmount, type AmountCheck } from '../../../shared/lib/amount-limits.ts';

/** §5: within the top-up method's minimum and maximum, or which limit it crossed and the amount it would become. */
export const checkAmount = (text: string, method: MoneyInMethod): AmountCheck =>
  checkLimits(text, { minimum: method.minimum, maximum: method.maximum });

/** The method's fee on an amount, as the server counts it (half a cent rounds up). */
export function feeOf(method: MoneyInMethod, minor: number): number {
  const bps = toMinor(method.fee_percent) ?? 0;
  return Math.floor((minor * bps + 5_000) / 10_000) + (toMinor(method.fee_fixed.amount) ?? 0);
}
