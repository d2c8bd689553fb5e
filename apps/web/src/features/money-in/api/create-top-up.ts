import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTopUpBody, CreateTopUpResponse } from '@cabinet/contracts/money-in';
import { api } from '../../../shared/api/client.ts';
import { moneyInKeys } from './money-in-keys.ts';

/** POST /money-in/top-ups with an Idempotency-Key: a double click starts one top-up. */
export const createTopUp = (body: CreateTopUpBody, headers: Record<string, string>) =>
  api.post<CreateTopUpResponse>('/money-in/top-ups', body, { headers });

export function useCreateTopUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, headers }: { body: CreateTopUpBody; headers: Record<string, string> }) =>
      createTopUp(body, headers),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moneyInKeys.lists() }),
  });
}
