import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { subaccountKeys } from './subaccount-keys.ts';

/** DELETE /subaccounts/:id: the member, their sessions and invitations go for good. */
export const removeSubaccount = (id: number) => api.delete<{ ok: true }>(`/subaccounts/${id}`);

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
