import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyIn, QueryIn, ResponseOf } from '@cabinet/contracts/endpoint';
import { shopsApi } from '@cabinet/contracts/shops';
import { call } from '../../../shared/api/call.ts';

export const OPS_SHOPS_ON_PAGE = 20;

/** Query keys of the shops desk: every seller's shops, and the connection requests. */
export const opsShopKeys = {
  all: ['ops', 'shops'] as const,
  shopLists: () => [...opsShopKeys.all, 'list'] as const,
  shops: (q: object) => [...opsShopKeys.shopLists(), q] as const,
  requestLists: () => [...opsShopKeys.all, 'requests'] as const,
  requests: (q: object) => [...opsShopKeys.requestLists(), q] as const,
};

export type OpsShopsQuery = Omit<NonNullable<QueryIn<typeof shopsApi.opsShops>>, 'on_page'>;
export type OpsRequestsQuery = Omit<NonNullable<QueryIn<typeof shopsApi.opsRequests>>, 'on_page'>;
export type RequestAnswer = BodyIn<typeof shopsApi.opsAnswer>;
export type OpsShop = ResponseOf<typeof shopsApi.opsShops>['items'][number];

export const useOpsShops = (q: OpsShopsQuery, onPage = OPS_SHOPS_ON_PAGE) =>
  useQuery({
    queryKey: opsShopKeys.shops({ ...q, on_page: onPage }),
    queryFn: ({ signal }) => call(shopsApi.opsShops, { query: { ...q, on_page: onPage }, signal }),
    placeholderData: keepPreviousData,
  });

export const useOpsRequests = (q: OpsRequestsQuery) =>
  useQuery({
    queryKey: opsShopKeys.requests(q),
    queryFn: ({ signal }) => call(shopsApi.opsRequests, { query: { ...q, on_page: OPS_SHOPS_ON_PAGE }, signal }),
    placeholderData: keepPreviousData,
  });

export function useOpsSync() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(shopsApi.opsSync, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsShopKeys.shopLists() }),
  });
}

export function useOpsAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RequestAnswer }) =>
      call(shopsApi.opsAnswer, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsShopKeys.requestLists() }),
  });
}
