import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TwoFactorState } from '@cabinet/contracts/auth';
import { api } from '../../../shared/api/client.ts';
import { twoFactorKeys } from './two-factor-keys.ts';

/** GET /auth/ext/setup: on or off, a setup in progress, and how many recovery codes are left. */
export const getTwoFactorState = (signal?: AbortSignal) => api.get<TwoFactorState>('/auth/ext/setup', { signal });

export const twoFactorStateQuery = () =>
  queryOptions({ queryKey: twoFactorKeys.state(), queryFn: ({ signal }) => getTwoFactorState(signal), staleTime: 0 });

export const useTwoFactorState = () => useQuery(twoFactorStateQuery());
