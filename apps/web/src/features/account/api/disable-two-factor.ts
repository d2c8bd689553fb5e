import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { sessionKeys } from '../../../shared/session/current-user.ts';
import { twoFactorKeys } from './two-factor-keys.ts';

/** DELETE /auth/ext/setup: turning two-factor off takes both the password and a code. */
export const disableTwoFactor = (body: { password: string; code: string }) =>
  api.delete<{ ok: true }>('/auth/ext/setup', body);

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: twoFactorKeys.all }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.user() }),
      ]),
  });
}
