import { fromMinor, type Money } from '@cabinet/contracts/money';
import { minorOf, typedMinor } from '@cabinet/contracts/money-math';
import { formatMoney } from './format.ts';

/** §5: an amount within a method's limits, or the limit it crossed and the amount it would be adjusted to. */
export type AmountCheck =
  { kind: 'ok'; minor: number } | { kind: 'invalid' } | { kind: 'below' | 'above'; limit: string; adjusted: string };

/** What the seller typed ("25", "25.5", "25,50") as minor units, or null (the rule lives in contracts). */
export const parseAmount = (text: string): number | null => typedMinor(text);

export { minorOf };

/** "$12.50", "1 650,00 грн": minor units of a currency, formatted per §9. */
export const formatMinor = (minor: number, currency = 'USD') => formatMoney({ amount: fromMinor(minor), currency });

/**
 * §5 "If an amount is outside the method's minimum or maximum, the user is offered automatic adjustment, then must
 * press Continue a second time": the check behind that offer, shared by top-ups and withdrawals.
 */
export function checkAmount(text: string, limits: { minimum: Money; maximum: Money }): AmountCheck {
  const minor = parseAmount(text);
  if (minor === null) return { kind: 'invalid' };
  const minimum = minorOf(limits.minimum);
  const maximum = minorOf(limits.maximum);
  if (minor < minimum) return { kind: 'below', limit: fromMinor(minimum), adjusted: fromMinor(minimum) };
  if (minor > maximum) return { kind: 'above', limit: fromMinor(maximum), adjusted: fromMinor(maximum) };
  return { kind: 'ok', minor };
}
