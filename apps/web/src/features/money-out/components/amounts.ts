import { toMinor } from '@cabinet/contracts/money';
import type { WithdrawalMethodInfo } from '@cabinet/contracts/money-out';
import { checkAmount as checkLimits, minorOf, type AmountCheck } from '../../../shared/lib/amount-limits.ts';

export { formatMinor, minorOf, parseAmount, type AmountCheck } from '../../../shared/lib/amount-limits.ts';

/** §5: within the withdrawal method's minimum and maximum, or which limit it crossed and what it would become. */
export const checkAmount = (text: string, method: Pick<WithdrawalMethodInfo, 'min' | 'max'>): AmountCheck =>
  checkLimits(text, { minimum: method.min, maximum: method.max });

/** The method's fee on an amount, as the server counts it: the percentage half up, at least the minimum. */
export function feeOf(method: Pick<WithdrawalMethodInfo, 'fee'>, minor: number): number {
  const basisPoints = toMinor(method.fee.percent) ?? 0;
  return Math.max(Math.floor((minor * basisPoints + 5_000) / 10_000), minorOf(method.fee.minimum));
}
