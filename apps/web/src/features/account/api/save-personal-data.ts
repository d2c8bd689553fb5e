import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PersonalData } from '@cabinet/contracts/user';
import { api } from '../../../shared/api/client.ts';
import { accountKeys } from './account-keys.ts';

/** PUT /user/personal-data: the whole §3 personal data at once; the answer is what was saved. */
export const savePersonalData = (body: PersonalData) =>
  api.put<{ personal_data: PersonalData | null }>('/user/personal-data', body);

export function useSavePersonalData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePersonalData,
    onSuccess: (saved) => queryClient.setQueryData(accountKeys.personalData(), saved),
  });
}
