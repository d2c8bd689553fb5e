import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { WithdrawalMethod, WithdrawalQuote } from '@cabinet/contracts/withdrawals';
import { ApiError } from '../../../shared/api/api-error.ts';
import { useIdempotencyKey } from '../../../shared/api/idempotency.ts';
import { formatMoney } from '../../../shared/lib/format.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useCreateWithdrawal } from '../api/create-withdrawal.ts';
import { useWithdrawalQuote } from '../api/get-quote.ts';
import { problemMessage } from './problem.ts';

/**
 * §5's confirmation step: the quote, the seller's confirmations and the request. When the rate moves before the
 * request arrives, the server's new quote replaces the old one and the national amount must be confirmed again.
 */
export function useWithdrawalCheckout(method: WithdrawalMethod | null, amount: string | null) {
  const { t } = useTranslation('withdrawals');
  const navigate = useNavigate();
  const quoted = useWithdrawalQuote(method, amount);
  const [newQuote, setNewQuote] = useState<WithdrawalQuote | null>(null);
  const [recipientOk, setRecipientOk] = useState(false);
  const [nationalOk, setNationalOk] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateWithdrawal();
  const attempt = useIdempotencyKey();
  const quote = newQuote ?? quoted.data ?? null;
  const national = quote?.payout.currency === 'UAH';

  const submit = async () => {
    if (!quote || !method) return;
    setFailure(null);
    try {
      const withdrawal = await create.mutateAsync({
        body: {
          method,
          amount: quote.amount.amount,
          confirm: { recipient_confirmed: true, ...(national ? { national_amount: quote.payout.amount } : {}) },
        },
        headers: attempt.headers,
      });
      attempt.renew();
      notifySuccess(t('checkout.done', { id: withdrawal.id, total: formatMoney(withdrawal.total) }));
      void navigate(paths.getMoneyInvoices);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'rate_changed') {
        const body = error.body as { quote?: WithdrawalQuote } | null;
        if (body?.quote) setNewQuote(body.quote);
        setNationalOk(false);
        attempt.renew();
      }
      setFailure(problemMessage(error, t));
    }
  };

  return {
    quoted,
    quote,
    requoted: newQuote !== null,
    national,
    recipientOk,
    setRecipientOk,
    nationalOk,
    setNationalOk,
    failure,
    submit,
    pending: create.isPending,
  };
}
