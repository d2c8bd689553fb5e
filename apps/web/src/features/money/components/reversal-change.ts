import type { Money } from '@cabinet/contracts/money';
import { formatMoney } from '../../../shared/lib/format.ts';

/** What a reversal does to the seller's balance: the entry's amount with the other sign, written out (−$12.50). */
export function reversalChange(amount: Money): string {
  const negative = amount.amount.startsWith('-');
  const magnitude = formatMoney({ ...amount, amount: negative ? amount.amount.slice(1) : amount.amount });
  return `${negative ? '+' : '\u2212'}${magnitude}`;
}
