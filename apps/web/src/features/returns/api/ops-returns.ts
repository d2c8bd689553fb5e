import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReturnClaimStatus, type ReturnStatus } from '@cabinet/contracts/returns';
import { opsReturnsApi, type ReturnProcessBody, type ReturnRegisterBody } from '@cabinet/contracts/returns-ops';
import { opsStockApi } from '@cabinet/contracts/warehouse-stock';
import { call, download } from '../../../shared/api/call.ts';

const ON_PAGE = 10;

/** Query keys of the returns desk. */
export const opsReturnKeys = {
  all: ['ops', 'returns'] as const,
  returns: (q: object) => [...opsReturnKeys.all, 'list', q] as const,
  claims: (q: object) => [...opsReturnKeys.all, 'claims', q] as const,
  skus: (accountId: number) => [...opsReturnKeys.all, 'skus', accountId] as const,
};

export const useOpsReturns = (q: { page: number; status?: ReturnStatus }) =>
  useQuery({
    queryKey: opsReturnKeys.returns(q),
    queryFn: ({ signal }) =>
      call(opsReturnsApi.list, { query: { page: q.page, on_page: ON_PAGE, status: q.status }, signal }),
    placeholderData: keepPreviousData,
  });

export const useOpsReturnClaims = (q: { page: number; status?: ReturnClaimStatus }) =>
  useQuery({
    queryKey: opsReturnKeys.claims(q),
    queryFn: ({ signal }) =>
      call(opsReturnsApi.claims, { query: { page: q.page, on_page: ON_PAGE, status: q.status }, signal }),
    placeholderData: keepPreviousData,
  });

/** Every write of the desk changes both lists: each mutation refreshes the whole desk. */
function useDeskMutation<A, R>(run: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsReturnKeys.all }),
  });
}

export const useRegisterReturn = () =>
  useDeskMutation((body: ReturnRegisterBody) => call(opsReturnsApi.register, { body }));

export const useApproveClaim = () =>
  useDeskMutation((id: number) => call(opsReturnsApi.approveClaim, { params: { id } }));

export const useRejectClaim = () =>
  useDeskMutation(({ id, reason }: { id: number; reason: string }) =>
    call(opsReturnsApi.rejectClaim, { params: { id }, body: { reason } }),
  );

/** The warehouse carried out the decision; a restock names, per item, the product it goes back into. */
export const useMarkProcessed = () =>
  useDeskMutation(({ id, body }: { id: number; body: ReturnProcessBody }) =>
    call(opsReturnsApi.markProcessed, { params: { id }, body }),
  );

/** The SKUs the seller keeps at the warehouse, offered while restocking a return (any catalogue SKU may be typed). */
export const useSellerSkus = (accountId: number, enabled: boolean) =>
  useQuery({
    queryKey: opsReturnKeys.skus(accountId),
    queryFn: ({ signal }) =>
      call(opsStockApi.list, { query: { account_id: accountId, on_page: 100 }, signal }).then((page) =>
        page.products.map((p) => p.sku),
      ),
    enabled,
  });

/** A proof file of a claim, fetched with the operator's session. */
export const downloadClaimFile = (claimId: number, filename: string) =>
  download(opsReturnsApi.claimFile, { params: { id: claimId, filename } });
