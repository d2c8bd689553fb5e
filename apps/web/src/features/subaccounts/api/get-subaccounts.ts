import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Subaccount } from '@cabinet/contracts/subaccounts';
import { api } from '../../../shared/api/client.ts';
import { subaccountKeys } from './subaccount-keys.ts';

/** GET /subaccounts: every employee of the account, invited ones included. */
export const getSubaccounts = (signal?: AbortSignal) =>
  api.get<{ subaccounts: Subaccount[] }>('/subaccounts', { signal });

export const subaccountsQuery = () =>
  queryOptions({
    queryKey: subaccountKeys.lists(),
    queryFn: ({ signal }) => getSubaccounts(signal),
    select: (data) => data.subaccounts,
  });

export const useSubaccounts = () => useQuery(subaccountsQuery());
