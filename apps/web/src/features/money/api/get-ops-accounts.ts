import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { moneyOpsApi } from '@cabinet/contracts/money-ops';
import { call } from '../../../shared/api/call.ts';
import { opsAccountKeys } from './ops-account-keys.ts';

/** Sellers with their available balance, by a search and a page. */
export const useOpsAccounts = (search: string, page: number) =>
  useQuery({
    queryKey: opsAccountKeys.list(search, page),
    queryFn: ({ signal }) => call(moneyOpsApi.accounts, { query: { search, page }, signal }),
    placeholderData: keepPreviousData,
  });

/** One seller with the whole balance. */
export const useOpsAccount = (id: number) =>
  useQuery({
    queryKey: opsAccountKeys.detail(id),
    queryFn: ({ signal }) => call(moneyOpsApi.account, { params: { id }, signal }),
  });

/** The seller's journals, where one is picked for a reversal. */
export const useOpsAccountLog = (id: number, page: number) =>
  useQuery({
    queryKey: opsAccountKeys.log(id, page),
    queryFn: ({ signal }) => call(moneyOpsApi.balanceLog, { params: { id }, query: { page, on_page: 10 }, signal }),
    placeholderData: keepPreviousData,
  });
