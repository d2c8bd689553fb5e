import { fromMinor } from '@cabinet/contracts/money';
import { AppError } from '../../../platform/errors.ts';
import { money } from '../money-format.ts';
import type { TopUpMethodRule } from './top-up-methods.ts';

/**
 * §5: an amount outside the method's minimum or maximum is refused with both limits, so that the client can offer
 * to adjust it (the web form does so before it ever sends one).
 */
export function assertWithinLimits(rule: TopUpMethodRule, amount: number): void {
  const extra = { minimum: money(rule.minimum), maximum: money(rule.maximum) };
  if (amount < rule.minimum) {
    throw new AppError(400, 'amount_below_minimum', {
      errors: { amount: ['amount_below_minimum'] },
      params: { minimum: `${fromMinor(rule.minimum)} USD` },
      extra,
    });
  }
  if (amount > rule.maximum) {
    throw new AppError(400, 'amount_above_maximum', {
      errors: { amount: ['amount_above_maximum'] },
      params: { maximum: `${fromMinor(rule.maximum)} USD` },
      extra,
    });
  }
}
