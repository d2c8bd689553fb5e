import { queryOptions, useQuery } from '@tanstack/react-query';
import { topUpsApi } from '@cabinet/contracts/money-in';
import { call } from '../../../shared/api/call.ts';
import { moneyInKeys } from './money-in-keys.ts';

/** Card and bank transfer with their limits and fees; whether payments are a sandbox. */
export const getMethods = (signal?: AbortSignal) => call(topUpsApi.methods, { signal });

export const methodsQuery = () =>
  queryOptions({ queryKey: moneyInKeys.methods(), queryFn: ({ signal }) => getMethods(signal), staleTime: 300_000 });

export const useMethods = () => useQuery(methodsQuery());
