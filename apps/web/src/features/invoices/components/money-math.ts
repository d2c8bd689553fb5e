import { fromMinor, type Money } from '@cabinet/contracts/money';

/** A wire amount ("-12.50") to integer minor units, without floats. */
export function minorOf(m: Pick<Money, 'amount'>): number {
  const negative = m.amount.startsWith('-');
  const [units = '0', cents = ''] = m.amount.replace(/^-/, '').split('.');
  const minor = Number(units) * 100 + Number(cents.padEnd(2, '0').slice(0, 2));
  return negative ? -minor : minor;
}

/** Integer minor units back to a wire amount in the given currency. */
export const moneyOf = (minor: number, currency: Money['currency'] = 'USD'): Money => ({
  amount: fromMinor(minor),
  currency,
  currency_sign_pre: currency === 'USD' || currency === 'GBP',
});

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
