import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PersonalData } from '@cabinet/contracts/user';
import { api } from '../../../shared/api/client.ts';
import { accountKeys } from './account-keys.ts';

/** GET /user/personal-data: the passport data of the account, or null while it has not been filled in. */
export const getPersonalData = (signal?: AbortSignal) =>
  api.get<{ personal_data: PersonalData | null }>('/user/personal-data', { signal });

export const personalDataQuery = () =>
  queryOptions({
    queryKey: accountKeys.personalData(),
    queryFn: ({ signal }) => getPersonalData(signal),
    select: (data) => data.personal_data,
  });

export const usePersonalData = () => useQuery(personalDataQuery());
