import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { withdrawalsOpsApi } from '@cabinet/contracts/withdrawals-ops';
import { call } from '../../../shared/api/call.ts';
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from '../../../shared/api/idempotency.ts';
import { withdrawalKeys, type OpsWithdrawalFilters } from './withdrawal-keys.ts';

export const OPS_PAGE_SIZE = 20;

/** The queue, oldest first (or one seller's latest, for the seller's page). */
export const useOpsWithdrawals = (q: OpsWithdrawalFilters) =>
  useQuery({
    queryKey: withdrawalKeys.opsList(q),
    queryFn: ({ signal }) => call(withdrawalsOpsApi.list, { query: { on_page: OPS_PAGE_SIZE, ...q }, signal }),
    placeholderData: keepPreviousData,
  });

export type OpsAction =
  { id: number; action: 'pay' } | { id: number; action: 'reject' | 'needs-correction'; reason: string };

/**
 * Pay, reject or ask for corrected requisites. One key per dialog submission: a retry of a lost
 * answer replays it instead of being refused as already processed.
 */
export function useOpsWithdrawalAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (a: OpsAction & { key?: string }) => {
      const options = { params: { id: a.id }, headers: { [IDEMPOTENCY_HEADER]: a.key ?? newIdempotencyKey() } };
      if (a.action === 'pay') return call(withdrawalsOpsApi.pay, options);
      const body = { reason: a.reason };
      return a.action === 'reject'
        ? call(withdrawalsOpsApi.reject, { ...options, body })
        : call(withdrawalsOpsApi.needsCorrection, { ...options, body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: withdrawalKeys.ops() }),
  });
}
