import { useMutation, useQueryClient } from '@tanstack/react-query';
import { topUpsApi, type CreateTopUpBody } from '@cabinet/contracts/money-in';
import { call } from '../../../shared/api/call.ts';
import { moneyInKeys } from './money-in-keys.ts';

/** Starts a top-up with an Idempotency-Key: a double click starts one top-up. */
export const createTopUp = (body: CreateTopUpBody, headers: Record<string, string>) =>
  call(topUpsApi.create, { body, headers });

export function useCreateTopUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, headers }: { body: CreateTopUpBody; headers: Record<string, string> }) =>
      createTopUp(body, headers),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moneyInKeys.lists() }),
  });
}
