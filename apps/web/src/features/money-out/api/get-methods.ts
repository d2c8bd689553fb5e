import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WithdrawalMethodsResponse } from '@cabinet/contracts/money-out';
import { api } from '../../../shared/api/client.ts';
import { moneyOutKeys } from './money-out-keys.ts';

/** GET /withdrawals/methods: each method's limits, fee and requisites, the block and the agreement state. */
export const withdrawalMethodsQuery = () =>
  queryOptions({
    queryKey: moneyOutKeys.methods(),
    queryFn: ({ signal }) => api.get<WithdrawalMethodsResponse>('/withdrawals/methods', { signal }),
  });

export const useWithdrawalMethods = () => useQuery(withdrawalMethodsQuery());
