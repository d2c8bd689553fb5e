import { useMutation, useQueryClient } from '@tanstack/react-query';
import { twoFactorApi } from '@cabinet/contracts/auth';
import { call } from '../../../shared/api/call.ts';
import { twoFactorKeys } from './two-factor-keys.ts';

/** New recovery codes (the old ones stop working); needs a current code. */
export const regenerateRecoveryCodes = (code: string) => call(twoFactorApi.regenerateRecoveryCodes, { body: { code } });

export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateRecoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.state() }),
  });
}
