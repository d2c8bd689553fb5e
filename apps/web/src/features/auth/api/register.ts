import { useMutation } from '@tanstack/react-query';
import { accountApi, type RegisterBody } from '@cabinet/contracts/user';
import { call } from '../../../shared/api/call.ts';

/** Creates the account and signs its owner in. */
export const register = (body: RegisterBody) => call(accountApi.register, { body });

export const useRegister = () => useMutation({ mutationFn: register });
