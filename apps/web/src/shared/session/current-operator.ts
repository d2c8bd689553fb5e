import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Operator } from '@cabinet/contracts/ops';
import { api } from '../api/client.ts';
import { sessionKeys } from './current-user.ts';

/** GET /ops/me: the signed-in operator, for the back office's guard and header. */
export const currentOperatorQuery = () =>
  queryOptions({
    queryKey: [...sessionKeys.all, 'operator'] as const,
    queryFn: ({ signal }) => api.get<Operator>('/ops/me', { signal, skipSessionHandling: true }),
    staleTime: 60_000,
  });

export function useCurrentOperator(): Operator {
  return useSuspenseQuery(currentOperatorQuery()).data;
}
