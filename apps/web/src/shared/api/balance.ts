import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { balanceApi } from '@cabinet/contracts/money';
import { call } from './call.ts';

/**
 * The balance (§7 GET /user/balance). The header, the account page, the dashboard and every money screen show it, and every
 * money operation changes it: after one, call `invalidateBalance`.
 */
export const balanceKeys = { all: ['balance'] as const };

/**
 * Everything a money operation changes besides the balance: the logs, the dashboard's recent activity, the payments and
 * reports (reports/api/report-keys.ts) live under this one key, which `invalidateBalance` refreshes.
 */
export const moneyLogKeys = {
  all: ['money-logs'] as const,
  balanceLog: (filters: object) => [...moneyLogKeys.all, 'balance', filters] as const,
  holdLog: (filters: object) => [...moneyLogKeys.all, 'holds', filters] as const,
  recent: () => [...moneyLogKeys.all, 'recent'] as const,
};

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
    queryClient.invalidateQueries({ queryKey: moneyLogKeys.all }),
  ]);
