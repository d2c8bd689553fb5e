import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { operatorsApi, type OperatorCreate } from '@cabinet/contracts/operators';
import type { OpsRole } from '@cabinet/contracts/permissions';
import { call } from '../../../shared/api/call.ts';
import { sessionKeys } from '../../../shared/session/session-keys.ts';

/** Query keys of the back office's people. */
export const operatorKeys = { all: ['ops-operators'] as const, list: () => [...operatorKeys.all, 'list'] as const };

export const useOperators = () =>
  useQuery({ queryKey: operatorKeys.list(), queryFn: ({ signal }) => call(operatorsApi.list, { signal }) });

export function useCreateOperator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OperatorCreate) => call(operatorsApi.create, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: operatorKeys.all }),
  });
}

/** New roles for an operator; the signed-in operator's own menu follows when they changed their own. */
export function useSetOperatorRoles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, roles }: { id: number; roles: OpsRole[] }) =>
      call(operatorsApi.setRoles, { params: { id }, body: { ops_roles: roles } }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: operatorKeys.all });
      await client.invalidateQueries({ queryKey: sessionKeys.operator() });
    },
  });
}
