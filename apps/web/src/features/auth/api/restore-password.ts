import { useMutation } from '@tanstack/react-query';
import { authApi, type RestoreBody } from '@cabinet/contracts/auth';
import { call } from '../../../shared/api/call.ts';

/** A new password with the token from the e-mailed link. */
export const restorePassword = (body: RestoreBody) => call(authApi.restorePassword, { body });

export const useRestorePassword = () => useMutation({ mutationFn: restorePassword });
