import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CashbackRedeemBody } from '@cabinet/contracts/cashback';
import type { JournalResult } from '@cabinet/contracts/money';
import { invalidateBalance } from '../../../shared/api/balance.ts';
import { api } from '../../../shared/api/client.ts';
import { cashbackKeys } from './cashback-keys.ts';

/** POST /cashback/redeem with an Idempotency-Key: cashback → balance (422 insufficient_funds beyond the cashback). */
export function useRedeemCashback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, headers }: { body: CashbackRedeemBody; headers: Record<string, string> }) =>
      api.post<JournalResult>('/cashback/redeem', body, { headers }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: cashbackKeys.all }), invalidateBalance(queryClient)]),
  });
}
