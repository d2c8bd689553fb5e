import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { withdrawalsApi, type WithdrawalStatus } from '@cabinet/contracts/withdrawals';
import { call } from '../../../shared/api/call.ts';
import { withdrawalKeys } from './withdrawal-keys.ts';

export const WITHDRAWALS_PAGE_SIZE = 20;

/** The seller's withdrawal invoices, newest first, by status. */
export const getWithdrawals = (q: { status?: WithdrawalStatus; page: number }, signal?: AbortSignal) =>
  call(withdrawalsApi.list, { query: { page: q.page, on_page: WITHDRAWALS_PAGE_SIZE, status: q.status }, signal });

export const useWithdrawals = (q: { status?: WithdrawalStatus; page: number }) =>
  useQuery({
    queryKey: withdrawalKeys.withdrawalList(q),
    queryFn: ({ signal }) => getWithdrawals(q, signal),
    placeholderData: keepPreviousData,
  });
