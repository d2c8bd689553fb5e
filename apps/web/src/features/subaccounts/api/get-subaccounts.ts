import { queryOptions, useQuery } from '@tanstack/react-query';
import { subaccountsApi } from '@cabinet/contracts/subaccounts';
import { call } from '../../../shared/api/call.ts';
import { subaccountKeys } from './subaccount-keys.ts';

/** Every employee of the account, invited ones included. */
export const getSubaccounts = (signal?: AbortSignal) => call(subaccountsApi.list, { signal });

export const subaccountsQuery = () =>
  queryOptions({
    queryKey: subaccountKeys.lists(),
    queryFn: ({ signal }) => getSubaccounts(signal),
    select: (data) => data.subaccounts,
  });

export const useSubaccounts = () => useQuery(subaccountsQuery());
