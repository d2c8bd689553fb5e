import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { EndpointDefinition } from '@cabinet/contracts/endpoint';
import { opsApi, type Operator } from '@cabinet/contracts/ops';
import { holdsOpsRole } from '@cabinet/contracts/permissions';
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

/**
 * Whether the signed-in operator's roles open this back-office operation (its role in the endpoint table): what
 * the server would refuse is not offered on the screen.
 */
export function useMayCall(e: Pick<EndpointDefinition, 'opsRole'>): boolean {
  return holdsOpsRole(useCurrentOperator().ops_roles, e.opsRole ?? 'admin');
}
