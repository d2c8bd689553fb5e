import type { TopUpMethodInfo, TopUpMethod } from '@cabinet/contracts/top-up';
import { percentText, topUpFee } from '@cabinet/contracts/money-math';
import { money } from '../money-format.ts';

/** One way to top up: limits in minor units (§5 min/max; §9 the minimum top-up is 10 USD) and its fee. */
export interface TopUpMethodRule {
  method: TopUpMethod;
  minimum: number;
  maximum: number;
  /** Fee in basis points of the amount (300 = 3 %), added to what the seller is charged. */
  feeBps: number;
  feeFixed: number;
  /** The provider clearing account the money arrives on (`clearing` ref). */
  clearing: string;
}

/**
 * The methods table. A card charge carries the processor's 3 % on top of the amount; a bank transfer costs
 * nothing on our side (the payer's bank may charge its own fee) and allows larger amounts.
 */
export const TOP_UP_METHODS: Record<TopUpMethod, TopUpMethodRule> = {
  card: { method: 'card', minimum: 1_000, maximum: 1_000_000, feeBps: 300, feeFixed: 0, clearing: 'card' },
  bank_transfer: {
    method: 'bank_transfer',
    minimum: 1_000,
    maximum: 10_000_000,
    feeBps: 0,
    feeFixed: 0,
    clearing: 'bank',
  },
};

/** The method's fee on an amount, in whole minor units, half a cent rounded up. */
export const feeOf = (rule: TopUpMethodRule, amount: number): number =>
  topUpFee(amount, { basisPoints: rule.feeBps, fixed: rule.feeFixed });

export function describeMethod(rule: TopUpMethodRule): TopUpMethodInfo {
  return {
    method: rule.method,
    minimum: money(rule.minimum),
    maximum: money(rule.maximum),
    fee_percent: percentText(rule.feeBps),
    fee_fixed: money(rule.feeFixed),
  };
}
