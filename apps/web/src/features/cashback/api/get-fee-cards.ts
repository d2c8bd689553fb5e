import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { feeCardsApi } from '@cabinet/contracts/fee-cards';
import { call } from '../../../shared/api/call.ts';
import { feeCardKeys } from './cashback-keys.ts';

export const CARDS_PAGE_SIZE = 20;
export const TRANSACTIONS_PAGE_SIZE = 10;
const ISSUING_REFRESH_MS = 5_000;

/** The seller's virtual cards with their balances and last refresh. */
export const feeCardsQuery = (page: number) =>
  queryOptions({
    queryKey: feeCardKeys.list(page),
    queryFn: ({ signal }) => call(feeCardsApi.list, { query: { page, on_page: CARDS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    // A card being issued becomes active as soon as the issuer confirms it: look again until then.
    refetchInterval: (query) =>
      query.state.data?.cards.some((card) => card.status === 'issuing') ? ISSUING_REFRESH_MS : false,
  });

export const useFeeCards = (page: number) => useQuery(feeCardsQuery(page));

/** One card with a page of its transactions. */
export const feeCardQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: feeCardKeys.detail(id, page),
    queryFn: ({ signal }) =>
      call(feeCardsApi.get, { params: { id }, query: { page, on_page: TRANSACTIONS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

export const useFeeCard = (id: number, page: number) => useQuery(feeCardQuery(id, page));
