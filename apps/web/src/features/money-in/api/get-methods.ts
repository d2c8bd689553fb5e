import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MoneyInMethods } from '@cabinet/contracts/money-in';
import { api } from '../../../shared/api/client.ts';
import { moneyInKeys } from './money-in-keys.ts';

/** GET /money-in/methods: card and bank transfer with their limits and fees; whether payments are a sandbox. */
export const getMethods = (signal?: AbortSignal) => api.get<MoneyInMethods>('/money-in/methods', { signal });

export const methodsQuery = () =>
  queryOptions({ queryKey: moneyInKeys.methods(), queryFn: ({ signal }) => getMethods(signal), staleTime: 300_000 });

export const useMethods = () => useQuery(methodsQuery());
