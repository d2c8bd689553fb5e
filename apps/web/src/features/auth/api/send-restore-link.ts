import { useMutation } from '@tanstack/react-query';
import type { Language } from '@cabinet/contracts/common';
import { api } from '../../../shared/api/client.ts';

/** POST /auth/forgotten: always `ok`, so that nobody can learn who has an account. */
export const sendRestoreLink = (body: { email: string; language?: Language }) =>
  api.post<{ ok: true }>('/auth/forgotten', body);

export const useSendRestoreLink = () => useMutation({ mutationFn: sendRestoreLink });
