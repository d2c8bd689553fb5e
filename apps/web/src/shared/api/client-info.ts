import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientInfo } from '@cabinet/contracts/reference';
import { api } from './client.ts';

/** GET /info/client: the old cabinet's address, the office and warehouse addresses, sandbox flags. */
export const clientInfoQuery = () =>
  queryOptions({
    queryKey: ['client-info'],
    queryFn: ({ signal }) => api.get<ClientInfo>('/info/client', { signal }),
    staleTime: Infinity,
  });

export const useClientInfo = () => useQuery(clientInfoQuery()).data;
