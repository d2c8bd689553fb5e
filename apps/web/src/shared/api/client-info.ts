import { queryOptions, useQuery } from '@tanstack/react-query';
import { referenceApi } from '@cabinet/contracts/reference';
import { call } from './call.ts';

export const clientInfoKeys = { all: ['client-info'] as const };

/** The old cabinet's address, the office and warehouse addresses, sandbox flags. */
export const clientInfoQuery = () =>
  queryOptions({
    queryKey: clientInfoKeys.all,
    queryFn: ({ signal }) => call(referenceApi.clientInfo, { signal }),
    staleTime: Infinity,
  });

export const useClientInfo = () => useQuery(clientInfoQuery()).data;
