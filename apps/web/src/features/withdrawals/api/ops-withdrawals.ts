import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { withdrawalsOpsApi, type BulkResult } from '@cabinet/contracts/withdrawals-ops';
import { call } from '../../../shared/api/call.ts';
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from '../../../shared/api/idempotency.ts';
import { withdrawalKeys, type OpsWithdrawalFilters } from './withdrawal-keys.ts';

export const OPS_PAGE_SIZE = 20;

/** The queue, oldest first (or one seller's latest, for the seller's page). */
export const useOpsWithdrawals = (q: OpsWithdrawalFilters) =>
  useQuery({
    queryKey: withdrawalKeys.opsList(q),
    queryFn: ({ signal }) =>
      call(withdrawalsOpsApi.list, {
        query: {
          page: q.page,
          on_page: q.on_page ?? OPS_PAGE_SIZE,
          status: q.status,
          account_id: q.account_id,
          order: q.order,
        },
        signal,
      }),
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

export type BulkAction = { action: 'pay'; ids: number[] } | { action: 'reject'; ids: number[]; reason: string };

/**
 * Pays or rejects several withdrawals at once; the server does each on its own and answers each one's outcome. One
 * key per dialog submission, as for one withdrawal.
 */
export function useBulkWithdrawals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (a: BulkAction & { key: string }): Promise<BulkResult> => {
      const headers = { [IDEMPOTENCY_HEADER]: a.key };
      return a.action === 'pay'
        ? call(withdrawalsOpsApi.bulkPay, { body: { ids: a.ids }, headers })
        : call(withdrawalsOpsApi.bulkReject, { body: { ids: a.ids, reason: a.reason }, headers });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: withdrawalKeys.ops() }),
  });
}
