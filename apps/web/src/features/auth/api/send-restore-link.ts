import { useMutation } from '@tanstack/react-query';
import { authApi, type ForgottenBody } from '@cabinet/contracts/auth';
import { call } from '../../../shared/api/call.ts';

/** Always `ok`, so that nobody can learn who has an account. */
export const sendRestoreLink = (body: ForgottenBody) => call(authApi.forgotten, { body });

export const useSendRestoreLink = () => useMutation({ mutationFn: sendRestoreLink });
