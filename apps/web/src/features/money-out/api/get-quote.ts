import { useQuery } from '@tanstack/react-query';
import type { WithdrawalMethod, WithdrawalQuote } from '@cabinet/contracts/money-out';
import { api } from '../../../shared/api/client.ts';
import { moneyOutKeys } from './money-out-keys.ts';

/** GET /withdrawals/quote: the fee, the total held and — for hryvnia payouts — the amount at today's rate. */
export const getQuote = (method: WithdrawalMethod, amount: string, signal?: AbortSignal) =>
  api.get<WithdrawalQuote>(`/withdrawals/quote?${new URLSearchParams({ method, amount })}`, { signal });

export const useWithdrawalQuote = (method: WithdrawalMethod | null, amount: string | null) =>
  useQuery({
    queryKey: moneyOutKeys.quote(method ?? 'card', amount ?? ''),
    queryFn: ({ signal }) => getQuote(method!, amount!, signal),
    enabled: Boolean(method && amount),
    retry: false,
    staleTime: 0,
  });
