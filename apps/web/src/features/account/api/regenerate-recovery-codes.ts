import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { twoFactorKeys } from './two-factor-keys.ts';

/** PUT /auth/ext/setup: new recovery codes (the old ones stop working); needs a current code. */
export const regenerateRecoveryCodes = (code: string) =>
  api.put<{ recovery_codes: string[] }>('/auth/ext/setup', { code });

export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateRecoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.state() }),
  });
}
