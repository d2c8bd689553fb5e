import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Withdrawal } from '@cabinet/contracts/money-out';
import { invalidateBalance } from '../../../shared/api/balance.ts';
import { api } from '../../../shared/api/client.ts';
import { moneyOutKeys } from './money-out-keys.ts';

/**
 * POST /withdrawals/:id/cancel (the holds are released) and /resubmit (after corrected requisites). Each moves the
 * withdrawal out of the state it needs, so a repeated click is refused (409) rather than done twice.
 */
export const cancelWithdrawal = (id: number) => api.post<Withdrawal>(`/withdrawals/${id}/cancel`);
export const resubmitWithdrawal = (id: number) =>
  api.post<Withdrawal>(`/withdrawals/${id}/resubmit`, { recipient_confirmed: true });

export function useChangeWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'cancel' | 'resubmit' }) =>
      action === 'cancel' ? cancelWithdrawal(id) : resubmitWithdrawal(id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moneyOutKeys.withdrawals() }),
        queryClient.invalidateQueries({ queryKey: moneyOutKeys.methods() }),
        invalidateBalance(queryClient),
      ]),
  });
}
