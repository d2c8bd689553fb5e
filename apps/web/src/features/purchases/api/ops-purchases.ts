import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PurchaseStatus } from '@cabinet/contracts/purchases';
import {
  purchasesOpsApi,
  type PurchaseBuyBody,
  type PurchaseMoveBody,
  type PurchaseQuoteBody,
} from '@cabinet/contracts/purchases-ops';
import { call } from '../../../shared/api/call.ts';
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from '../../../shared/api/idempotency.ts';
import { PURCHASES_ON_PAGE } from './purchases.ts';

export type OpsPurchaseFilters = { page: number; status?: PurchaseStatus };

/** Query keys of the purchases desk. */
export const opsPurchaseKeys = {
  all: ['ops-purchases'] as const,
  list: (q: object) => [...opsPurchaseKeys.all, 'list', q] as const,
  detail: (id: number) => [...opsPurchaseKeys.all, 'detail', id] as const,
};

export const useOpsPurchases = (filters: OpsPurchaseFilters) =>
  useQuery({
    queryKey: opsPurchaseKeys.list(filters),
    queryFn: ({ signal }) =>
      call(purchasesOpsApi.list, {
        query: { page: filters.page, on_page: PURCHASES_ON_PAGE, status: filters.status },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useOpsPurchase = (id: number) =>
  useQuery({
    queryKey: opsPurchaseKeys.detail(id),
    queryFn: ({ signal }) => call(purchasesOpsApi.get, { params: { id }, signal }),
  });

const keyed = () => ({ [IDEMPOTENCY_HEADER]: newIdempotencyKey() });

/** Every desk action changes the purchase and the lists: each refreshes the desk's keys. */
function useDeskAction<A>(run: (args: A) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsPurchaseKeys.all }),
  });
}

export const useQuotePurchase = () =>
  useDeskAction(({ id, body }: { id: number; body: PurchaseQuoteBody }) =>
    call(purchasesOpsApi.quote, { params: { id }, body }),
  );
export const useBuyPurchase = () =>
  useDeskAction(({ id, body }: { id: number; body: PurchaseBuyBody }) =>
    call(purchasesOpsApi.buy, { params: { id }, body, headers: keyed() }),
  );
export const useMovePurchase = () =>
  useDeskAction(({ id, body }: { id: number; body: PurchaseMoveBody }) =>
    call(purchasesOpsApi.move, { params: { id }, body }),
  );
export const useCancelOpsPurchase = () =>
  useDeskAction((id: number) => call(purchasesOpsApi.cancel, { params: { id }, headers: keyed() }));
export const useRefundPurchase = () =>
  useDeskAction((id: number) => call(purchasesOpsApi.refund, { params: { id }, headers: keyed() }));
