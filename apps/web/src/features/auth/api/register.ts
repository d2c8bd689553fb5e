import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '@cabinet/contracts/user';
import { api } from '../../../shared/api/client.ts';

/** POST /register: creates the account and signs its owner in. */
export const register = (body: RegisterBody) => api.post<{ token: string }>('/register', body);

export const useRegister = () => useMutation({ mutationFn: register });
