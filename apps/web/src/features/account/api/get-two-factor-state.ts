import { queryOptions, useQuery } from '@tanstack/react-query';
import { twoFactorApi } from '@cabinet/contracts/auth';
import { call } from '../../../shared/api/call.ts';
import { twoFactorKeys } from './two-factor-keys.ts';

/** On or off, a setup in progress, and how many recovery codes are left. */
export const getTwoFactorState = (signal?: AbortSignal) => call(twoFactorApi.state, { signal });

export const twoFactorStateQuery = () =>
  queryOptions({ queryKey: twoFactorKeys.state(), queryFn: ({ signal }) => getTwoFactorState(signal), staleTime: 0 });

export const useTwoFactorState = () => useQuery(twoFactorStateQuery());
