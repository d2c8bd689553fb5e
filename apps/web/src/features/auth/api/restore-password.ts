import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

/** POST /auth/restore-password with the token from the e-mailed link. */
export const restorePassword = (body: { token: string; password: string }) =>
  api.post<{ ok: true }>('/auth/restore-password', body);

export const useRestorePassword = () => useMutation({ mutationFn: restorePassword });
