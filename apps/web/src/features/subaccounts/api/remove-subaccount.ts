import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subaccountsApi } from '@cabinet/contracts/subaccounts';
import { call } from '../../../shared/api/call.ts';
import { subaccountKeys } from './subaccount-keys.ts';

/** The member, their sessions and invitations go for good. */
export const removeSubaccount = (id: number) => call(subaccountsApi.remove, { params: { id } });

export function useRemoveSubaccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSubaccount,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: subaccountKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: subaccountKeys.lists() });
    },
  });
}
