import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subaccountsApi, type CreateSubaccountBody } from '@cabinet/contracts/subaccounts';
import { call } from '../../../shared/api/call.ts';
import { subaccountKeys } from './subaccount-keys.ts';

/** Creates the member and e-mails the invitation (400 email_taken on `email`). */
export const createSubaccount = (body: CreateSubaccountBody) => call(subaccountsApi.create, { body });

export function useCreateSubaccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubaccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subaccountKeys.lists() }),
  });
}
