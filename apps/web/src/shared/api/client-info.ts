import { queryOptions, useQuery } from '@tanstack/react-query';
import { referenceApi } from '@cabinet/contracts/reference';
import { call } from './call.ts';

/** The old cabinet's address, the office and warehouse addresses, sandbox flags. */
export const clientInfoQuery = () =>
  queryOptions({
    queryKey: ['client-info'],
    queryFn: ({ signal }) => call(referenceApi.clientInfo, { signal }),
    staleTime: Infinity,
  });

export const useClientInfo = () => useQuery(clientInfoQuery()).data;
