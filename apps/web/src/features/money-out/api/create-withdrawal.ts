import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateWithdrawalBody, Withdrawal } from '@cabinet/contracts/money-out';
import { invalidateBalance } from '../../../shared/api/balance.ts';
import { api } from '../../../shared/api/client.ts';
import { moneyOutKeys } from './money-out-keys.ts';

/**
 * POST /withdrawals with an Idempotency-Key. Refusals: 403 withdrawal_blocked, 422 no_requisites /
 * withdrawal_agreement_required / amount_out_of_limits / insufficient_funds, 409 rate_changed (with the new quote).
 */
export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, headers }: { body: CreateWithdrawalBody; headers: Record<string, string> }) =>
      api.post<Withdrawal>('/withdrawals', body, { headers }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moneyOutKeys.withdrawals() }),
        queryClient.invalidateQueries({ queryKey: moneyOutKeys.methods() }),
        invalidateBalance(queryClient),
      ]),
  });
}
