import { useMutation, useQueryClient } from '@tanstack/react-query';
import { twoFactorApi, type TwoFactorDisableBody } from '@cabinet/contracts/auth';
import { call } from '../../../shared/api/call.ts';
import { sessionKeys } from '../../../shared/session/current-user.ts';
import { twoFactorKeys } from './two-factor-keys.ts';

/** Turning two-factor off takes both the password and a code. */
export const disableTwoFactor = (body: TwoFactorDisableBody) => call(twoFactorApi.disable, { body });

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
