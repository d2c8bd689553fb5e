import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyIn } from '@cabinet/contracts/endpoint';
import { shopsApi } from '@cabinet/contracts/shops';
import { call } from '../../../shared/api/call.ts';
import { shopKeys } from './shops.ts';

export type ConnectionRequestBody = BodyIn<typeof shopsApi.request>;

/** The seller's requests to connect a shop kind we do not connect yet, with the operators' answers. */
export const useConnectionRequests = () =>
  useQuery({
    queryKey: shopKeys.requests(),
    queryFn: ({ signal }) => call(shopsApi.requests, { signal }),
  });

export function useRequestConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConnectionRequestBody) => call(shopsApi.request, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.requests() }),
  });
}
