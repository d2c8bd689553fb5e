import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { WithdrawalList, WithdrawalStatus } from '@cabinet/contracts/money-out';
import { api } from '../../../shared/api/client.ts';
import { moneyOutKeys } from './money-out-keys.ts';

export const WITHDRAWALS_PAGE_SIZE = 20;

/** GET /withdrawals: the seller's withdrawal invoices, newest first, by status. */
export const getWithdrawals = (q: { status?: WithdrawalStatus; page: number }, signal?: AbortSignal) => {
  const params = new URLSearchParams({ page: String(q.page), on_page: String(WITHDRAWALS_PAGE_SIZE) });
  if (q.status) params.set('status', q.status);
  return api.get<WithdrawalList>(`/withdrawals?${params}`, { signal });
};

export const useWithdrawals = (q: { status?: WithdrawalStatus; page: number }) =>
  useQuery({
    queryKey: moneyOutKeys.withdrawalList(q),
    queryFn: ({ signal }) => getWithdrawals(q, signal),
    placeholderData: keepPreviousData,
  });
