import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountApi, type PersonalData } from '@cabinet/contracts/user';
import { call } from '../../../shared/api/call.ts';
import { accountKeys } from './account-keys.ts';

/** The whole §3 personal data at once; the answer is what was saved. */
export const savePersonalData = (body: PersonalData) => call(accountApi.savePersonalData, { body });

export function useSavePersonalData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePersonalData,
    onSuccess: (saved) => queryClient.setQueryData(accountKeys.personalData(), saved),
  });
}
