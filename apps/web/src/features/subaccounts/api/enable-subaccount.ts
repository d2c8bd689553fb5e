import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subaccount } from '@cabinet/contracts/subaccounts';
import { api } from '../../../shared/api/client.ts';
import { subaccountKeys } from './subaccount-keys.ts';

/** POST /subaccounts/:id/enable: the member as it now stands. */
export const enableSubaccount = (id: number) => api.post<Subaccount>(`/subaccounts/${id}/enable`);

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
