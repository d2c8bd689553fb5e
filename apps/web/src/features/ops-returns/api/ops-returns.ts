import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  OpsReturn,
  OpsReturnClaim,
  OpsReturnClaimList,
  OpsReturnList,
  ReturnClaimStatus,
  ReturnRegisterBody,
  ReturnStatus,
} from '@cabinet/contracts/returns';
import { api, apiDownload } from '../../../shared/api/client.ts';

const ON_PAGE = 10;

/** Query keys of the returns desk. */
export const opsReturnKeys = {
  all: ['ops', 'returns'] as const,
  returns: (q: object) => [...opsReturnKeys.all, 'list', q] as const,
  claims: (q: object) => [...opsReturnKeys.all, 'claims', q] as const,
};

const query = (q: { page: number; status?: string }) => {
  const params = new URLSearchParams({ page: String(q.page), on_page: String(ON_PAGE) });
  if (q.status) params.set('status', q.status);
  return params;
};

export const useOpsReturns = (q: { page: number; status?: ReturnStatus }) =>
  useQuery({
    queryKey: opsReturnKeys.returns(q),
    queryFn: ({ signal }) => api.get<OpsReturnList>(`/ops/returns?${query(q)}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const useOpsReturnClaims = (q: { page: number; status?: ReturnClaimStatus }) =>
  useQuery({
    queryKey: opsReturnKeys.claims(q),
    queryFn: ({ signal }) => api.get<OpsReturnClaimList>(`/ops/returns/claims?${query(q)}`, { signal }),
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
  useDeskMutation((body: ReturnRegisterBody) => api.post<OpsReturn>('/ops/returns', body));

export const useApproveClaim = () =>
  useDeskMutation((id: number) => api.post<OpsReturnClaim>(`/ops/returns/claims/${id}/approve`));

export const useRejectClaim = () =>
  useDeskMutation(({ id, reason }: { id: number; reason: string }) =>
    api.post<OpsReturnClaim>(`/ops/returns/claims/${id}/reject`, { reason }),
  );

export const useMarkProcessed = () =>
  useDeskMutation((id: number) => api.post<OpsReturn>(`/ops/returns/${id}/processed`));

/** A proof file of a claim, fetched with the operator's session. */
export const downloadClaimFile = (claimId: number, filename: string) =>
  apiDownload(`/ops/returns/claims/${claimId}/files/${encodeURIComponent(filename)}`);
