import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Return, ReturnDecisionBody } from '@cabinet/contracts/returns';
import { api } from '../../../shared/api/client.ts';
import { returnKeys } from './return-keys.ts';

/** POST /shipping/returns/{id}/decision: pays the storage owed, so it carries an Idempotency-Key. */
export function useDecideReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, headers }: { id: number; body: ReturnDecisionBody; headers: Record<string, string> }) =>
      api.post<Return>(`/shipping/returns/${id}/decision`, body, { headers }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: returnKeys.lists() }),
  });
}
