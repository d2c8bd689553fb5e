import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subaccountsApi } from '@cabinet/contracts/subaccounts';
import { call } from '../../../shared/api/call.ts';
import { subaccountKeys } from './subaccount-keys.ts';

/** The member as it now stands. */
export const enableSubaccount = (id: number) => call(subaccountsApi.enable, { params: { id } });

export function useEnableSubaccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableSubaccount,
    onSuccess: (member) => {
      queryClient.setQueryData(subaccountKeys.detail(member.id), member);
      return queryClient.invalidateQueries({ queryKey: subaccountKeys.lists() });
    },
  });
}
