import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawalsApi } from '@cabinet/contracts/withdrawals';
import { invalidateBalance } from '../../../shared/api/balance.ts';
import { call } from '../../../shared/api/call.ts';
import { withdrawalKeys } from './withdrawal-keys.ts';

/**
 * Cancel (the holds are released) and resubmit (after corrected requisites). Each moves the
 * withdrawal out of the state it needs, so a repeated click is refused (409) rather than done twice.
 */
export const cancelWithdrawal = (id: number) => call(withdrawalsApi.cancel, { params: { id } });
export const resubmitWithdrawal = (id: number) =>
  call(withdrawalsApi.resubmit, { params: { id }, body: { recipient_confirmed: true } });

export function useChangeWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'cancel' | 'resubmit' }) =>
      action === 'cancel' ? cancelWithdrawal(id) : resubmitWithdrawal(id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawalKeys.withdrawals() }),
        queryClient.invalidateQueries({ queryKey: withdrawalKeys.methods() }),
        invalidateBalance(queryClient),
      ]),
  });
}
