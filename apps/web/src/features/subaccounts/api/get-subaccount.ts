import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Subaccount } from '@cabinet/contracts/subaccounts';
import { api } from '../../../shared/api/client.ts';
import { subaccountKeys } from './subaccount-keys.ts';

/** GET /subaccounts/:id: one employee, for the edit form. */
export const getSubaccount = (id: number, signal?: AbortSignal) =>
  api.get<Subaccount>(`/subaccounts/${id}`, { signal });

export const subaccountQuery = (id: number) =>
  queryOptions({ queryKey: subaccountKeys.detail(id), queryFn: ({ signal }) => getSubaccount(id, signal) });

export const useSubaccount = (id: number) => useQuery({ ...subaccountQuery(id), enabled: id > 0 });
