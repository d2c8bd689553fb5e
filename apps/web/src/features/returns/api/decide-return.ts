import { useMutation, useQueryClient } from '@tanstack/react-query';
import { returnsApi, type ReturnDecisionBody } from '@cabinet/contracts/returns';
import { call } from '../../../shared/api/call.ts';
import { returnKeys } from './return-keys.ts';

/** Pays the storage owed, so it carries an Idempotency-Key. */
export function useDecideReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, headers }: { id: number; body: ReturnDecisionBody; headers: Record<string, string> }) =>
      call(returnsApi.decide, { params: { id }, body, headers }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: returnKeys.lists() }),
  });
}
