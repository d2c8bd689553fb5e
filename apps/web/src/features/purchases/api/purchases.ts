import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { purchasesApi, type PurchaseCreateBody, type PurchaseStatus } from '@cabinet/contracts/purchases';
import { invalidateBalance } from '../../../shared/api/balance.ts';
import { call } from '../../../shared/api/call.ts';
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from '../../../shared/api/idempotency.ts';

export const PURCHASES_ON_PAGE = 20;
export type PurchaseFilters = { page: number; status?: PurchaseStatus };

/** Query keys of the seller's purchases: lists by filter and one purchase. */
export const purchaseKeys = {
  all: ['purchases'] as const,
  list: (q: object) => [...purchaseKeys.all, 'list', q] as const,
  detail: (id: number) => [...purchaseKeys.all, 'detail', id] as const,
};

export const usePurchases = (filters: PurchaseFilters) =>
  useQuery({
    queryKey: purchaseKeys.list(filters),
    queryFn: ({ signal }) =>
      call(purchasesApi.list, {
        query: { page: filters.page, on_page: PURCHASES_ON_PAGE, status: filters.status },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const usePurchase = (id: number) =>
  useQuery({
    queryKey: purchaseKeys.detail(id),
    queryFn: ({ signal }) => call(purchasesApi.get, { params: { id }, signal }),
  });

export const useCreatePurchase = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PurchaseCreateBody) => call(purchasesApi.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchaseKeys.all }),
  });
};

/** Paying and cancelling move money: each attempt carries its own Idempotency-Key and refreshes the balance. */
function useMoneyAction(op: typeof purchasesApi.pay | typeof purchasesApi.cancel) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(op, { params: { id }, headers: { [IDEMPOTENCY_HEADER]: newIdempotencyKey() } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: purchaseKeys.all });
      await invalidateBalance(queryClient);
    },
  });
}

export const usePayPurchase = () => useMoneyAction(purchasesApi.pay);
export const useCancelPurchase = () => useMoneyAction(purchasesApi.cancel);
