import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

export interface SecondStepBody {
  challenge: string;
  code: string;
}

/** POST /auth/web/2fa: the challenge from the first step and an authenticator or recovery code. */
export const loginSecondStep = (body: SecondStepBody) => api.post<{ token: string }>('/auth/web/2fa', body);

export const useLoginSecondStep = () => useMutation({ mutationFn: loginSecondStep });
