import { useMutation } from '@tanstack/react-query';
import { authApi, type LoginSecondStepBody } from '@cabinet/contracts/auth';
import { call } from '../../../shared/api/call.ts';

/** The challenge from the first step and an authenticator or recovery code. */
export const loginSecondStep = (body: LoginSecondStepBody) => call(authApi.loginSecondStep, { body });

export const useLoginSecondStep = () => useMutation({ mutationFn: loginSecondStep });
