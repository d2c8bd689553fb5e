import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subaccount, UpdateSubaccountBody } from '@cabinet/contracts/subaccounts';
import { api } from '../../../shared/api/client.ts';
import { subaccountKeys } from './subaccount-keys.ts';

/** PATCH /subaccounts/:id: only the changed fields; the answer is the whole member. */
export const updateSubaccount = ({ id, body }: { id: number; body: UpdateSubaccountBody }) =>
  api.patch<Subaccount>(`/subaccounts/${id}`, body);

export function useUpdateSubaccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubaccount,
    onSuccess: (member) => {
      queryClient.setQueryData(subaccountKeys.detail(member.id), member);
      return queryClient.invalidateQueries({ queryKey: subaccountKeys.lists() });
    },
  });
}
