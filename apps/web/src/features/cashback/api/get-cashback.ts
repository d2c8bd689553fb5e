import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { cashbackApi } from '@cabinet/contracts/cashback';
import { call } from '../../../shared/api/call.ts';
import { cashbackKeys } from './cashback-keys.ts';

export const CASHBACK_PAGE_SIZE = 20;

/** The cashback balance, the rules in force and a page of the history. */
export const getCashback = (page: number, signal?: AbortSignal) =>
  call(cashbackApi.get, { query: { page, on_page: CASHBACK_PAGE_SIZE }, signal });

export const cashbackQuery = (page: number) =>
  queryOptions({
    queryKey: cashbackKeys.page(page),
    queryFn: ({ signal }) => getCashback(page, signal),
    placeholderData: keepPreviousData,
  });

export const useCashback = (page: number) => useQuery(cashbackQuery(page));
