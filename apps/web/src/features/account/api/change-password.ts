import { useMutation } from '@tanstack/react-query';
import { authApi, type ChangePasswordBody } from '@cabinet/contracts/auth';
import { call } from '../../../shared/api/call.ts';

/** Needs the current password; the server ends every other session of the user. */
export const changePassword = (body: ChangePasswordBody) => call(authApi.changePassword, { body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
