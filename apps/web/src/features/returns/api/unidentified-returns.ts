import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { returnsApi, type ReturnClaimBody } from '@cabinet/contracts/returns';
import { call } from '../../../shared/api/call.ts';
import { returnKeys } from './return-keys.ts';

const ON_PAGE = 10;

/** Returns nobody has claimed, without anyone's personal data. */
export const useUnidentifiedReturns = (page: number) =>
  useQuery({
    queryKey: returnKeys.unidentified(page),
    queryFn: ({ signal }) => call(returnsApi.unidentified, { query: { page, on_page: ON_PAGE }, signal }),
    placeholderData: keepPreviousData,
  });

/** A message and 1–5 uploaded proof files. */
export function useClaimReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ReturnClaimBody }) =>
      call(returnsApi.claim, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: returnKeys.all }),
  });
}

/** The one being claimed. */
export const useUnidentifiedReturn = (id: number) =>
  useQuery({
    queryKey: returnKeys.unidentifiedOne(id),
    queryFn: ({ signal }) => call(returnsApi.unidentifiedOne, { params: { id }, signal }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
