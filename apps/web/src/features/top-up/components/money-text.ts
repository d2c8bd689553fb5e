import type { Money } from '@cabinet/contracts/money';
import { formatMoney } from '../../../shared/lib/format.ts';

/** A §3 Money amount in its currency's home format (§9): "$25.00". */
export const moneyText = (money: Pick<Money, 'amount' | 'currency'>) =>
  formatMoney({ amount: money.amount, currency: money.currency });

export const usd = (amount: string) => moneyText({ amount, currency: 'USD' });
