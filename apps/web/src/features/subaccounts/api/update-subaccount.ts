import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subaccountsApi, type UpdateSubaccountBody } from '@cabinet/contracts/subaccounts';
import { call } from '../../../shared/api/call.ts';
import { subaccountKeys } from './subaccount-keys.ts';

/** Only the changed fields; the answer is the whole member. */
export const updateSubaccount = ({ id, body }: { id: number; body: UpdateSubaccountBody }) =>
  call(subaccountsApi.update, { params: { id }, body });

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
