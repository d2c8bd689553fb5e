import { queryOptions, useQuery } from '@tanstack/react-query';
import { topUpsApi } from '@cabinet/contracts/top-up';
import { call } from '../../../shared/api/call.ts';
import { topUpKeys } from './top-up-keys.ts';

/** Card and bank transfer with their limits and fees; whether payments are a sandbox. */
export const getMethods = (signal?: AbortSignal) => call(topUpsApi.methods, { signal });

export const methodsQuery = () =>
  queryOptions({ queryKey: topUpKeys.methods(), queryFn: ({ signal }) => getMethods(signal), staleTime: 300_000 });

export const useMethods = () => useQuery(methodsQuery());
