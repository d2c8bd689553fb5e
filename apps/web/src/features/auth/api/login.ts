import { useMutation } from '@tanstack/react-query';
import { authApi, type LoginBody } from '@cabinet/contracts/auth';
import { call } from '../../../shared/api/call.ts';

/** A token, or a challenge for the second step when two-factor is on. */
export const login = (body: LoginBody) => call(authApi.login, { body });

export const useLogin = () => useMutation({ mutationFn: login });
