import { queryOptions, useQuery } from '@tanstack/react-query';
import { withdrawalsApi } from '@cabinet/contracts/withdrawals';
import { call } from '../../../shared/api/call.ts';
import { withdrawalKeys } from './withdrawal-keys.ts';

/** Each method's limits, fee and requisites, the block and the agreement state. */
export const withdrawalMethodsQuery = () =>
  queryOptions({
    queryKey: withdrawalKeys.methods(),
    queryFn: ({ signal }) => call(withdrawalsApi.methods, { signal }),
  });

export const useWithdrawalMethods = () => useQuery(withdrawalMethodsQuery());
