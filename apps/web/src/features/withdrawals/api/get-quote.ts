import { useQuery } from '@tanstack/react-query';
import { withdrawalsApi, type WithdrawalMethod } from '@cabinet/contracts/withdrawals';
import { call } from '../../../shared/api/call.ts';
import { withdrawalKeys } from './withdrawal-keys.ts';

/** The fee, the total held and — for hryvnia payouts — the amount at today's rate. */
export const getQuote = (method: WithdrawalMethod, amount: string, signal?: AbortSignal) =>
  call(withdrawalsApi.quote, { query: { method, amount }, signal });

export const useWithdrawalQuote = (method: WithdrawalMethod | null, amount: string | null) =>
  useQuery({
    queryKey: withdrawalKeys.quote(method ?? 'card', amount ?? ''),
    queryFn: ({ signal }) => getQuote(method!, amount!, signal),
    enabled: Boolean(method && amount),
    retry: false,
    staleTime: 0,
  });
