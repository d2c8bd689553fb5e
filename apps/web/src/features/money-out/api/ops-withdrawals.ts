import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OpsWithdrawal, OpsWithdrawalList, WithdrawalStatus } from '@cabinet/contracts/money-out';
import { api } from '../../../shared/api/client.ts';
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from '../../../shared/api/idempotency.ts';
import { moneyOutKeys } from './money-out-keys.ts';

export const OPS_PAGE_SIZE = 20;

/** GET /ops/money/withdrawals: the queue, oldest first. */
export const useOpsWithdrawals = (q: { status?: WithdrawalStatus; page: number }) =>
  useQuery({
    queryKey: moneyOutKeys.opsList(q),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(q.page), on_page: String(OPS_PAGE_SIZE) });
      if (q.status) params.set('status', q.status);
      return api.get<OpsWithdrawalList>(`/ops/money/withdrawals?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

export type OpsAction =
  { id: number; action: 'pay' } | { id: number; action: 'reject' | 'needs-correction'; reason: string };

/**
 * POST /ops/money/withdrawals/:id/{pay,reject,needs-correction}. One key per dialog submission: a retry of a lost
 * answer replays it instead of being refused as already processed.
 */
export function useOpsWithdrawalAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (a: OpsAction & { key?: string }) =>
      api.post<OpsWithdrawal>(
        `/ops/money/withdrawals/${a.id}/${a.action}`,
        a.action === 'pay' ? undefined : { reason: a.reason },
        { headers: { [IDEMPOTENCY_HEADER]: a.key ?? newIdempotencyKey() } },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moneyOutKeys.ops() }),
  });
}
