import type { Money } from '@cabinet/contracts/money';
import { minorOf, moneyOf } from '@cabinet/contracts/money-math';

export { minorOf, moneyOf };

/**
 * What paying `total` does to the balance: the available balance before and after, and whether the payment fits
 * above the account's minimum balance (the server's rule; it answers insufficient_funds otherwise).
 */
export function paymentEffect(total: Money, balance: { available: Money; minimum_balance: Money }) {
  const before = minorOf(balance.available);
  const after = before - minorOf(total);
  return {
    before: balance.available,
    after: moneyOf(after, balance.available.currency),
    enough: after >= minorOf(balance.minimum_balance),
  };
}
