import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileBody, User } from '@cabinet/contracts/user';
import { api } from '../../../shared/api/client.ts';
import { sessionKeys } from '../../../shared/session/current-user.ts';

/** PATCH /user/: only the changed fields; the answer is the whole user, profile state included. */
export const updateProfile = (body: UpdateProfileBody) => api.patch<User>('/user/', body);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(sessionKeys.user(), user),
  });
}
