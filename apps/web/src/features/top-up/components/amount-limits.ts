import { basisPointsOf, minorOf, topUpFee } from '@cabinet/contracts/money-math';
import type { TopUpMethodInfo } from '@cabinet/contracts/top-up';
import { checkAmount as checkLimits, type AmountCheck } from '../../../shared/lib/amount-limits.ts';

export { parseAmount, type AmountCheck } from '../../../shared/lib/amount-limits.ts';

/** §5: within the top-up method's minimum and maximum, or which limit it crossed and the amount it would become. */
export const checkAmount = (text: string, method: TopUpMethodInfo): AmountCheck =>
  checkLimits(text, { minimum: method.minimum, maximum: method.maximum });

/** The method's fee on an amount, as the server counts it (half a cent rounds up). */
export const feeOf = (method: TopUpMethodInfo, minor: number): number =>
  topUpFee(minor, { basisPoints: basisPointsOf(method.fee_percent) ?? 0, fixed: minorOf(method.fee_fixed) });
