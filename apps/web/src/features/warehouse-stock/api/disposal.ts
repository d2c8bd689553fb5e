import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DISPOSAL_PAGE_SIZE,
  type DisposalCreateBody,
  type DisposalList,
  type DisposalRequest,
  type DisposalStatusList,
} from '@cabinet/contracts/disposal';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/client.ts';
import { stockKeys } from './stock-keys.ts';

/** GET /warehouse/disposal/requests, 10 a page (§9). */
export const useDisposals = (page: number) =>
  useQuery({
    queryKey: stockKeys.disposalList(page),
    queryFn: ({ signal }) =>
      api.get<DisposalList>(`/warehouse/disposal/requests?page=${page}&on_page=${DISPOSAL_PAGE_SIZE}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /warehouse/disposal/statuses: names in the interface language and colours. */
export function useDisposalStatuses() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: stockKeys.disposalStatuses(i18n.language),
    queryFn: ({ signal }) => api.get<DisposalStatusList>('/warehouse/disposal/statuses', { signal }),
    staleTime: Infinity,
  });
}

/** Creating or cancelling a request changes the requests and the stock's reserved units. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: stockKeys.all });
}

/** POST /warehouse/disposal/requests, with an Idempotency-Key (a double click files one request). */
export function useCreateDisposal() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ body, headers }: { body: DisposalCreateBody; headers: Record<string, string> }) =>
      api.post<DisposalRequest>('/warehouse/disposal/requests', body, { headers }),
    onSuccess: invalidate,
  });
}

export function useCancelDisposal() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.post<DisposalRequest>(`/warehouse/disposal/requests/${id}/cancel`),
    onSuccess: invalidate,
  });
}
