import { useMutation, useQueryClient } from '@tanstack/react-query';
import { topUpsApi, type CreateTopUpBody } from '@cabinet/contracts/top-up';
import { call } from '../../../shared/api/call.ts';
import { topUpKeys } from './top-up-keys.ts';

/** Starts a top-up with an Idempotency-Key: a double click starts one top-up. */
export const createTopUp = (body: CreateTopUpBody, headers: Record<string, string>) =>
  call(topUpsApi.create, { body, headers });

export function useCreateTopUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, headers }: { body: CreateTopUpBody; headers: Record<string, string> }) =>
      createTopUp(body, headers),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: topUpKeys.lists() }),
  });
}
