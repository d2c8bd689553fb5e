import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { feeCardsApi, type FeeCardTopUpBody, type IssueFeeCardBody } from '@cabinet/contracts/fee-cards';
import { invalidateBalance } from '../../../shared/api/balance.ts';
import { call } from '../../../shared/api/call.ts';
import { feeCardKeys } from './cashback-keys.ts';

type Headers = Record<string, string>;

/** Every card operation changes the cards' lists and details; money-moving ones also the balance. */
const refresh = (queryClient: QueryClient, money: boolean) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: feeCardKeys.all }),
    money ? invalidateBalance(queryClient) : null,
  ]);

/** A new card (Idempotency-Key) with its mandatory first top-up. */
export function useIssueFeeCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, headers }: { body: IssueFeeCardBody; headers: Headers }) =>
      call(feeCardsApi.issue, { body, headers }),
    onSuccess: () => refresh(queryClient, true),
  });
}

/** Balance → card (Idempotency-Key). */
export function useTopUpFeeCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, headers }: { id: number; body: FeeCardTopUpBody; headers: Headers }) =>
      call(feeCardsApi.topUp, { params: { id }, body, headers }),
    onSuccess: () => refresh(queryClient, true),
  });
}

/** Freeze or unfreeze: the card as it now stands. */
export function useFreezeFeeCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, frozen }: { id: number; frozen: boolean }) =>
      call(frozen ? feeCardsApi.freeze : feeCardsApi.unfreeze, { params: { id } }),
    onSuccess: () => refresh(queryClient, false),
  });
}

/** Closes the card (Idempotency-Key): what is left on the card returns to the balance. */
export function useCloseFeeCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, headers }: { id: number; headers: Headers }) =>
      call(feeCardsApi.close, { params: { id }, headers }),
    onSuccess: () => refresh(queryClient, true),
  });
}
