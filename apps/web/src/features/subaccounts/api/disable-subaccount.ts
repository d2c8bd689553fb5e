import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subaccount } from '@cabinet/contracts/subaccounts';
import { api } from '../../../shared/api/client.ts';
import { subaccountKeys } from './subaccount-keys.ts';

/** POST /subaccounts/:id/disable: the member as it now stands (signing in is refused while disabled). */
export const disableSubaccount = (id: number) => api.post<Subaccount>(`/subaccounts/${id}/disable`);

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
