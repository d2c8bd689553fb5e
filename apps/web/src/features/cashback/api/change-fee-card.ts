import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { FeeCard, FeeCardResult, FeeCardTopUpBody, IssueFeeCardBody } from '@cabinet/contracts/fee-cards';
import { invalidateBalance } from '../../../shared/api/balance.ts';
import { api } from '../../../shared/api/client.ts';
import { feeCardKeys } from './cashback-keys.ts';

type Headers = Record<string, string>;

/** Every card operation changes the cards' lists and details; money-moving ones also the balance. */
const refresh = (queryClient: QueryClient, money: boolean) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: feeCardKeys.all }),
    money ? invalidateBalance(queryClient) : null,
  ]);

/** POST /fee-cards (Idempotency-Key): a new card with its mandatory first top-up. */
export function useIssueFeeCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, headers }: { body: IssueFeeCardBody; headers: Headers }) =>
      api.post<FeeCardResult>('/fee-cards', body, { headers }),
    onSuccess: () => refresh(queryClient, true),
  });
}

/** POST /fee-cards/:id/top-up (Idempotency-Key): balance → card. */
export function useTopUpFeeCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, headers }: { id: number; body: FeeCardTopUpBody; headers: Headers }) =>
      api.post<FeeCardResult>(`/fee-cards/${id}/top-up`, body, { headers }),
    onSuccess: () => refresh(queryClient, true),
  });
}

/** POST /fee-cards/:id/freeze | /unfreeze: the card as it now stands. */
export function useFreezeFeeCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, frozen }: { id: number; frozen: boolean }) =>
      api.post<FeeCard>(`/fee-cards/${id}/${frozen ? 'freeze' : 'unfreeze'}`),
    onSuccess: () => refresh(queryClient, false),
  });
}

/** POST /fee-cards/:id/close (Idempotency-Key): what is left on the card returns to the balance. */
export function useCloseFeeCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, headers }: { id: number; headers: Headers }) =>
      api.post<FeeCardResult>(`/fee-cards/${id}/close`, undefined, { headers }),
    onSuccess: () => refresh(queryClient, true),
  });
}
