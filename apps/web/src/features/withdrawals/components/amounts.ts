import { fromMinor } from '@cabinet/contracts/money';
import { basisPointsOf, withdrawalFee } from '@cabinet/contracts/money-math';
import type { WithdrawalMethodInfo } from '@cabinet/contracts/withdrawals';
import { checkAmount as checkLimits, minorOf, type AmountCheck } from '../../../shared/lib/amount-limits.ts';

export { formatMinor, minorOf, parseAmount, type AmountCheck } from '../../../shared/lib/amount-limits.ts';

/** §5: within the withdrawal method's minimum and maximum, or which limit it crossed and what it would become. */
export const checkAmount = (text: string, method: Pick<WithdrawalMethodInfo, 'min' | 'max'>): AmountCheck =>
  checkLimits(text, { minimum: method.min, maximum: method.max });

/** The method's fee on an amount, as the server counts it: the percentage half up, at least the minimum. */
export const feeOf = (method: Pick<WithdrawalMethodInfo, 'fee'>, minor: number): number =>
  withdrawalFee(minor, { basisPoints: basisPointsOf(method.fee.percent) ?? 0, minimum: minorOf(method.fee.minimum) });

/** The most that can be withdrawn with this method from `available` minor units: within its maximum, fee included. */
export function withdrawableMinor(method: Pick<WithdrawalMethodInfo, 'max' | 'fee'>, available: number): number {
  // The fee never falls as the amount grows, so the largest amount whose total fits is found by bisection.
  let low = 0;
  let high = Math.min(minorOf(method.max), available);
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (middle + feeOf(method, middle) <= available) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * §5 for withdrawals: the method's limits, and the balance. An amount above what can be withdrawn is adjusted to
 * the method's maximum or, when the balance is lower, to the most the balance pays with its fee — never to an
 * amount the second Continue would refuse as 'Not enough money'. When even the method's minimum is out of reach,
 * nothing is offered.
 */
export type WithdrawalCheck =
  AmountCheck | { kind: 'above_available'; limit: string; adjusted: string } | { kind: 'not_enough'; total: number };

export function checkWithdrawal(
  text: string,
  method: Pick<WithdrawalMethodInfo, 'min' | 'max' | 'fee'>,
  available: number,
): WithdrawalCheck {
  const check = checkAmount(text, method);
  if (check.kind === 'invalid') return check;
  const minimum = minorOf(method.min);
  const cap = withdrawableMinor(method, available);
  if (cap < minimum) {
    const wanted = check.kind === 'ok' ? check.minor : minimum;
    return { kind: 'not_enough', total: wanted + feeOf(method, wanted) };
  }
  if (check.kind !== 'ok') {
    if (check.kind === 'below' || cap === minorOf(method.max)) return check;
    return { kind: 'above_available', limit: fromMinor(cap), adjusted: fromMinor(cap) };
  }
  const total = check.minor + feeOf(method, check.minor);
  return total > available ? { kind: 'not_enough', total } : check;
}
