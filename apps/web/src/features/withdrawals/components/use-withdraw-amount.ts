import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromMinor } from '@cabinet/contracts/money';
import type { WithdrawalMethod, WithdrawalMethodInfo, WithdrawalMethodsResponse } from '@cabinet/contracts/withdrawals';
import { formatMoney } from '../../../shared/lib/format.ts';
import { checkAmount, checkWithdrawal, feeOf, formatMinor, minorOf } from './amounts.ts';

export type WithdrawNotice =
  | { kind: 'below' | 'above' | 'above_available'; limit: string; adjusted: string }
  | { kind: 'error'; text: string }
  | null;

/**
 * §5's amount flow: an amount outside the method's limits (or above what the balance pays) is adjusted to the
 * limit with a notice, and the seller presses Continue again to confirm it; a valid amount goes on to `onContinue`.
 */
export function useWithdrawAmount({
  data,
  method,
  initialAmount,
  onContinue,
}: {
  data: WithdrawalMethodsResponse;
  method: WithdrawalMethodInfo | undefined;
  initialAmount: string;
  onContinue(method: WithdrawalMethod, amount: string): void;
}) {
  const { t } = useTranslation('withdrawals');
  const [amount, setAmount] = useState(initialAmount);
  const [notice, setNotice] = useState<WithdrawNotice>(null);
  const check = method ? checkWithdrawal(amount, method, minorOf(data.available_for_withdrawal)) : null;
  // The fee preview follows the typed amount within the method's limits, whatever the balance.
  const typed = method ? checkAmount(amount, method) : null;
  const preview = typed?.kind === 'ok' && method ? { fee: feeOf(method, typed.minor), minor: typed.minor } : null;

  const next = () => {
    if (!method || !check) return;
    if (check.kind === 'invalid') return setNotice({ kind: 'error', text: t('get_money.invalid') });
    if (check.kind === 'not_enough') {
      return setNotice({
        kind: 'error',
        text: t('get_money.not_enough', {
          total: formatMinor(check.total),
          available: formatMoney(data.available_for_withdrawal),
        }),
      });
    }
    if (check.kind !== 'ok') {
      setAmount(check.adjusted);
      return setNotice(check);
    }
    onContinue(method.method, fromMinor(check.minor));
  };

  const type = (text: string) => {
    setAmount(text);
    setNotice(null);
  };

  return { amount, type, notice, clearNotice: () => setNotice(null), preview, next };
}
