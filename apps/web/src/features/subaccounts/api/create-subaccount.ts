import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSubaccountBody, Subaccount } from '@cabinet/contracts/subaccounts';
import { api } from '../../../shared/api/client.ts';
import { subaccountKeys } from './subaccount-keys.ts';

/** POST /subaccounts: creates the member and e-mails the invitation (400 email_taken on `email`). */
export const createSubaccount = (body: CreateSubaccountBody) => api.post<Subaccount>('/subaccounts', body);

export function useCreateSubaccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubaccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subaccountKeys.lists() }),
  });
}
