import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountApi, type UpdateProfileBody } from '@cabinet/contracts/user';
import { call } from '../../../shared/api/call.ts';
import { sessionKeys } from '../../../shared/session/current-user.ts';

/** Only the changed fields; the answer is the whole user, profile state included. */
export const updateProfile = (body: UpdateProfileBody) => call(accountApi.updateProfile, { body });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(sessionKeys.user(), user),
  });
}
