import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { approvalsOpsApi, type ApprovalStatus } from '@cabinet/contracts/approvals';
import { call } from '../../../shared/api/call.ts';
import { approvalKeys } from './approval-keys.ts';

export const APPROVALS_PAGE_SIZE = 20;

/** Requests by status, the oldest first, with the count of those waiting. */
export const useApprovals = (q: { status?: ApprovalStatus; page: number }) =>
  useQuery({
    queryKey: approvalKeys.list(q),
    queryFn: ({ signal }) => call(approvalsOpsApi.list, { query: { ...q, on_page: APPROVALS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

/**
 * Approves a request (it moves money: one Idempotency-Key per confirmation) or refuses it with a reason. Another
 * desk's lists (withdrawals, balances) refetch when next shown.
 */
export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      d:
        | { id: number; action: 'approve'; headers: Record<string, string> }
        | {
            id: number;
            action: 'refuse';
            reason: string;
          },
    ) =>
      d.action === 'approve'
        ? call(approvalsOpsApi.approve, { params: { id: d.id }, headers: d.headers })
        : call(approvalsOpsApi.refuse, { params: { id: d.id }, body: { reason: d.reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: approvalKeys.lists() }),
  });
}

/** The amount above which a payout, credit or debit waits for a second operator. */
export const useApprovalThreshold = () =>
  useQuery({
    queryKey: approvalKeys.threshold(),
    queryFn: ({ signal }) => call(approvalsOpsApi.threshold, { signal }),
  });

/** An administrator sets the threshold. */
export function useSaveApprovalThreshold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (threshold: string) => call(approvalsOpsApi.saveThreshold, { body: { threshold } }),
    onSuccess: (saved) => queryClient.setQueryData(approvalKeys.threshold(), saved),
  });
}
