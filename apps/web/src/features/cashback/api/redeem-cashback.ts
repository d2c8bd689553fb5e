import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cashbackApi, type CashbackRedeemBody } from '@cabinet/contracts/cashback';
import { invalidateBalance } from '../../../shared/api/balance.ts';
import { call } from '../../../shared/api/call.ts';
import { cashbackKeys } from './cashback-keys.ts';

/** With an Idempotency-Key: cashback → balance (422 insufficient_funds beyond the cashback). */
export function useRedeemCashback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, headers }: { body: CashbackRedeemBody; headers: Record<string, string> }) =>
      call(cashbackApi.redeem, { body, headers }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: cashbackKeys.all }), invalidateBalance(queryClient)]),
  });
}
