import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

/** POST /user/change-password: needs the current password; the server ends every other session of the user. */
export const changePassword = (body: { current_password: string; new_password: string }) =>
  api.post<{ ok: true }>('/user/change-password', body);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
