import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DISPOSAL_PAGE_SIZE, disposalApi, type DisposalCreateBody } from '@cabinet/contracts/disposal';
import { useTranslation } from 'react-i18next';
import { call } from '../../../shared/api/call.ts';
import { stockKeys } from './stock-keys.ts';

/** The seller's disposal requests, 10 a page (§9). */
export const useDisposals = (page: number) =>
  useQuery({
    queryKey: stockKeys.disposalList(page),
    queryFn: ({ signal }) => call(disposalApi.list, { query: { page, on_page: DISPOSAL_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

/** Status names in the interface language and colours. */
export function useDisposalStatuses() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: stockKeys.disposalStatuses(i18n.language),
    queryFn: ({ signal }) => call(disposalApi.statuses, { signal }),
    staleTime: Infinity,
  });
}

/** Creating or cancelling a request changes the requests and the stock's reserved units. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: stockKeys.all });
}

/** With an Idempotency-Key (a double click files one request). */
export function useCreateDisposal() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ body, headers }: { body: DisposalCreateBody; headers: Record<string, string> }) =>
      call(disposalApi.create, { body, headers }),
    onSuccess: invalidate,
  });
}

export function useCancelDisposal() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => call(disposalApi.cancel, { params: { id } }),
    onSuccess: invalidate,
  });
}
