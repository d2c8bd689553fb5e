import { queryOptions, useQuery } from '@tanstack/react-query';
import { subaccountsApi } from '@cabinet/contracts/subaccounts';
import { call } from '../../../shared/api/call.ts';
import { subaccountKeys } from './subaccount-keys.ts';

/** One employee, for the edit form. */
export const getSubaccount = (id: number, signal?: AbortSignal) => call(subaccountsApi.get, { params: { id }, signal });

export const subaccountQuery = (id: number) =>
  queryOptions({ queryKey: subaccountKeys.detail(id), queryFn: ({ signal }) => getSubaccount(id, signal) });

export const useSubaccount = (id: number) => useQuery({ ...subaccountQuery(id), enabled: id > 0 });
