import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { balanceApi } from '@cabinet/contracts/money';
import { call } from './call.ts';

/**
 * The balance (§7 GET /user/balance). The header, the account page, the dashboard and every money screen show it, and every
 * money operation changes it: after one, call `invalidateBalance`.
 */
export const balanceKeys = { all: ['balance'] as const };

export const balanceQuery = () =>
  queryOptions({
    queryKey: balanceKeys.all,
    queryFn: ({ signal }) => call(balanceApi.get, { signal }),
    staleTime: 30_000,
  });

export const useBalance = (enabled = true) => useQuery({ ...balanceQuery(), enabled });

/** The balance and the money logs are stale after any money operation. */
export const invalidateBalance = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: balanceKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['money-logs'] }),
  ]);
