import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReturnList, ReturnStatus } from '@cabinet/contracts/returns';
import { api } from '../../../shared/api/client.ts';
import { returnKeys } from './return-keys.ts';

export const RETURNS_ON_PAGE = 10;

export type ReturnFilters = {
  page: number;
  status?: Exclude<ReturnStatus, 'unidentified'>;
};

/** GET /shipping/returns: the seller's returns, newest arrival first. */
export const useReturns = (filters: ReturnFilters) =>
  useQuery({
    queryKey: returnKeys.list(filters),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(filters.page), on_page: String(RETURNS_ON_PAGE) });
      if (filters.status) query.set('status', filters.status);
      return api.get<ReturnList>(`/shipping/returns?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
