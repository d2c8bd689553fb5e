import type { WithdrawalMethod } from '@cabinet/contracts/withdrawals';
import { paths } from '../../../shared/lib/paths.ts';

/** /get-money/checkout?method=…&amount=… — the confirmation step of a withdrawal. */
export const checkoutUrl = (method: WithdrawalMethod, amount: string) =>
  `${paths.getMoneyCheckout}?${new URLSearchParams({ method, amount })}`;

/** Back to /get-money with the same choice. */
export const getMoneyUrl = (method: WithdrawalMethod, amount: string) =>
  `${paths.getMoney}?${new URLSearchParams({ method, amount })}`;
