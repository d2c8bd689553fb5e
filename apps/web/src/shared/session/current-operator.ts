import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { opsApi, type Operator } from '@cabinet/contracts/ops';
import { call } from '../api/call.ts';
import { sessionKeys } from './current-user.ts';

/** The signed-in operator, for the back office's guard and header. */
export const currentOperatorQuery = () =>
  queryOptions({
    queryKey: sessionKeys.operator(),
    queryFn: ({ signal }) => call(opsApi.me, { signal, skipSessionHandling: true }),
    staleTime: 60_000,
  });

export function useCurrentOperator(): Operator {
  return useSuspenseQuery(currentOperatorQuery()).data;
}
