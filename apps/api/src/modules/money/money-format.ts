import { fromMinor, type Currency, type Money } from '@cabinet/contracts/money';

/** §9: USD and GBP put their sign first (en-US, en-GB); EUR (de-DE) and UAH put it after the number. */
const SIGN_FIRST: Record<Currency, boolean> = { USD: true, GBP: true, EUR: false, UAH: false };

/** Integer minor units to §3 Money amount on the wire. */
export function money(minor: number, currency: Currency = 'USD'): Money {
  return { amount: fromMinor(minor), currency, currency_sign_pre: SIGN_FIRST[currency] };
}
