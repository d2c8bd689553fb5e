import { queryOptions, useQuery } from '@tanstack/react-query';
import { withdrawalsApi } from '@cabinet/contracts/money-out';
import { call } from '../../../shared/api/call.ts';
import { moneyOutKeys } from './money-out-keys.ts';

/** Each method's limits, fee and requisites, the block and the agreement state. */
export const withdrawalMethodsQuery = () =>
  queryOptions({
    queryKey: moneyOutKeys.methods(),
    queryFn: ({ signal }) => call(withdrawalsApi.methods, { signal }),
  });

export const useWithdrawalMethods = () => useQuery(withdrawalMethodsQuery());
