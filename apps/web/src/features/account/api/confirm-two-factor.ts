import { useMutation, useQueryClient } from '@tanstack/react-query';
import { twoFactorApi } from '@cabinet/contracts/auth';
import { call } from '../../../shared/api/call.ts';
import { sessionKeys } from '../../../shared/session/current-user.ts';
import { twoFactorKeys } from './two-factor-keys.ts';

/** The first code from the app turns two-factor on and yields the recovery codes. */
export const confirmTwoFactor = (code: string) => call(twoFactorApi.confirm, { body: { code } });

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
