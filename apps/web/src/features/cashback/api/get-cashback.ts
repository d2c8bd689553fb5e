import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Cashback } from '@cabinet/contracts/cashback';
import { api } from '../../../shared/api/client.ts';
import { cashbackKeys } from './cashback-keys.ts';

export const CASHBACK_PAGE_SIZE = 20;

/** GET /cashback: the cashback balance, the rules in force and a page of the history. */
export const getCashback = (page: number, signal?: AbortSignal) =>
  api.get<Cashback>(`/cashback?${new URLSearchParams({ page: String(page), on_page: String(CASHBACK_PAGE_SIZE) })}`, {
    signal,
  });

export const cashbackQuery = (page: number) =>
  queryOptions({
    queryKey: cashbackKeys.page(page),
    queryFn: ({ signal }) => getCashback(page, signal),
    placeholderData: keepPreviousData,
  });

export const useCashback = (page: number) => useQuery(cashbackQuery(page));
