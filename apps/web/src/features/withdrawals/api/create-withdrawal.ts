import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawalsApi, type CreateWithdrawalBody } from '@cabinet/contracts/withdrawals';
import { invalidateBalance } from '../../../shared/api/balance.ts';
import { call } from '../../../shared/api/call.ts';
import { withdrawalKeys } from './withdrawal-keys.ts';

/**
 * A withdrawal, with an Idempotency-Key. Refusals: 403 withdrawal_blocked, 422 no_requisites /
 * withdrawal_agreement_required / amount_out_of_limits / insufficient_funds, 409 rate_changed (with the new quote).
 */
export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, headers }: { body: CreateWithdrawalBody; headers: Record<string, string> }) =>
      call(withdrawalsApi.create, { body, headers }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawalKeys.withdrawals() }),
        queryClient.invalidateQueries({ queryKey: withdrawalKeys.methods() }),
        invalidateBalance(queryClient),
      ]),
  });
}
