import { useMutation } from '@tanstack/react-query';
import type { LoginBody, LoginResponse } from '@cabinet/contracts/auth';
import { api } from '../../../shared/api/client.ts';

/** POST /auth/web/: a token, or a challenge for the second step when two-factor is on. */
export const login = (body: LoginBody) => api.post<LoginResponse>('/auth/web/', body);

export const useLogin = () => useMutation({ mutationFn: login });
