import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ClaimStatus,
  OpsClaim,
  OpsClaimList,
  OpsUnidentifiedPayment,
  OpsUnidentifiedPaymentList,
  UnidentifiedPaymentCreateBody,
} from '@cabinet/contracts/lost-payments';
import { api, apiDownload } from '../../../shared/api/client.ts';
import { lostPaymentKeys } from './payment-link-keys.ts';

const query = (q: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(q)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );

/** GET /ops/money/unidentified-payments */
export const useOpsUnidentifiedPayments = (q: { page: number; status?: 'open' | 'assigned' }) =>
  useQuery({
    queryKey: lostPaymentKeys.opsPayments(q),
    queryFn: ({ signal }) =>
      api.get<OpsUnidentifiedPaymentList>(`/ops/money/unidentified-payments?${query({ ...q, on_page: 10 })}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /ops/money/claims */
export const useOpsClaims = (q: { page: number; status?: ClaimStatus }) =>
  useQuery({
    queryKey: lostPaymentKeys.opsClaims(q),
    queryFn: ({ signal }) => api.get<OpsClaimList>(`/ops/money/claims?${query({ ...q, on_page: 10 })}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** POST /ops/money/unidentified-payments (idempotent) */
export function useRegisterUnidentifiedPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, headers }: { body: UnidentifiedPaymentCreateBody; headers: Record<string, string> }) =>
      api.post<OpsUnidentifiedPayment>('/ops/money/unidentified-payments', body, { headers }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lostPaymentKeys.opsAll }),
  });
}

/** POST /ops/money/claims/:id/approve (idempotent) or /reject with a reason. */
export function useDecideClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      action,
      reason,
      headers,
    }: {
      id: number;
      action: 'approve' | 'reject';
      reason?: string;
      headers?: Record<string, string>;
    }) =>
      api.post<OpsClaim>(`/ops/money/claims/${id}/${action}`, action === 'reject' ? { reason } : undefined, {
        headers,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lostPaymentKeys.opsAll }),
  });
}

/** A claim's proof file, as the operator opens it. */
export const downloadOpsClaimFile = (claimId: number, fileId: number) =>
  apiDownload(`/ops/money/claims/${claimId}/files/${fileId}`);
