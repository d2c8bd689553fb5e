import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FeeCardDetail, FeeCardList } from '@cabinet/contracts/fee-cards';
import { api } from '../../../shared/api/client.ts';
import { feeCardKeys } from './cashback-keys.ts';

export const CARDS_PAGE_SIZE = 20;
export const TRANSACTIONS_PAGE_SIZE = 10;
const ISSUING_REFRESH_MS = 5_000;

const pageQuery = (page: number, onPage: number) =>
  new URLSearchParams({ page: String(page), on_page: String(onPage) }).toString();

/** GET /fee-cards: the seller's virtual cards with their balances and last refresh. */
export const feeCardsQuery = (page: number) =>
  queryOptions({
    queryKey: feeCardKeys.list(page),
    queryFn: ({ signal }) => api.get<FeeCardList>(`/fee-cards?${pageQuery(page, CARDS_PAGE_SIZE)}`, { signal }),
    placeholderData: keepPreviousData,
    // A card being issued becomes active as soon as the issuer confirms it: look again until then.
    refetchInterval: (query) =>
      query.state.data?.cards.some((card) => card.status === 'issuing') ? ISSUING_REFRESH_MS : false,
  });

export const useFeeCards = (page: number) => useQuery(feeCardsQuery(page));

/** GET /fee-cards/:id: one card with a page of its transactions. */
export const feeCardQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: feeCardKeys.detail(id, page),
    queryFn: ({ signal }) =>
      api.get<FeeCardDetail>(`/fee-cards/${id}?${pageQuery(page, TRANSACTIONS_PAGE_SIZE)}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const useFeeCard = (id: number, page: number) => useQuery(feeCardQuery(id, page));
