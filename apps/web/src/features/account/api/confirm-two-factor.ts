import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { sessionKeys } from '../../../shared/session/current-user.ts';
import { twoFactorKeys } from './two-factor-keys.ts';

/** POST /auth/ext/add: the first code from the app turns two-factor on and yields the recovery codes. */
export const confirmTwoFactor = (code: string) => api.post<{ recovery_codes: string[] }>('/auth/ext/add', { code });

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoFactor,
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: twoFactorKeys.setup() });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: twoFactorKeys.state() }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.user() }),
      ]);
    },
  });
}
