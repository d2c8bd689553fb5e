import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountApi } from '@cabinet/contracts/user';
import { call } from '../../../shared/api/call.ts';
import { accountKeys } from './account-keys.ts';

/** The passport data of the account, or null while it has not been filled in. */
export const getPersonalData = (signal?: AbortSignal) => call(accountApi.personalData, { signal });

export const personalDataQuery = () =>
  queryOptions({
    queryKey: accountKeys.personalData(),
    queryFn: ({ signal }) => getPersonalData(signal),
    select: (data) => data.personal_data,
  });

export const usePersonalData = () => useQuery(personalDataQuery());
