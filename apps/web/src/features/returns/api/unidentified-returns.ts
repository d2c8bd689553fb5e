import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ReturnClaim,
  ReturnClaimBody,
  UnidentifiedReturn,
  UnidentifiedReturnList,
} from '@cabinet/contracts/returns';
import { api } from '../../../shared/api/client.ts';
import { returnKeys } from './return-keys.ts';

const ON_PAGE = 10;

/** GET /shipping/returns/unidentified: returns nobody has claimed, without anyone's personal data. */
export const useUnidentifiedReturns = (page: number) =>
  useQuery({
    queryKey: returnKeys.unidentified(page),
    queryFn: ({ signal }) =>
      api.get<UnidentifiedReturnList>(`/shipping/returns/unidentified?page=${page}&on_page=${ON_PAGE}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** POST /shipping/returns/unidentified/{id}/claim: a message and 1–5 uploaded proof files. */
export function useClaimReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ReturnClaimBody }) =>
      api.post<ReturnClaim>(`/shipping/returns/unidentified/${id}/claim`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: returnKeys.all }),
  });
}

/** GET /shipping/returns/unidentified/{id}: the one being claimed. */
export const useUnidentifiedReturn = (id: number) =>
  useQuery({
    queryKey: [...returnKeys.all, 'unidentified-one', id],
    queryFn: ({ signal }) => api.get<UnidentifiedReturn>(`/shipping/returns/unidentified/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
