import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subaccountsApi } from '@cabinet/contracts/subaccounts';
import { call } from '../../../shared/api/call.ts';
import { subaccountKeys } from './subaccount-keys.ts';

/** The member as it now stands (signing in is refused while disabled). */
export const disableSubaccount = (id: number) => call(subaccountsApi.disable, { params: { id } });

export function useDisableSubaccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableSubaccount,
    onSuccess: (member) => {
      queryClient.setQueryData(subaccountKeys.detail(member.id), member);
      return queryClient.invalidateQueries({ queryKey: subaccountKeys.lists() });
    },
  });
}
