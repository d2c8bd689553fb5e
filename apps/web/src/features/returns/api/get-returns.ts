import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { returnsApi, type ReturnStatus } from '@cabinet/contracts/returns';
import { call } from '../../../shared/api/call.ts';
import { returnKeys } from './return-keys.ts';

export const RETURNS_ON_PAGE = 10;

export type ReturnFilters = {
  page: number;
  status?: Exclude<ReturnStatus, 'unidentified'>;
};

/** The seller's returns, newest arrival first. */
export const useReturns = (filters: ReturnFilters) =>
  useQuery({
    queryKey: returnKeys.list(filters),
    queryFn: ({ signal }) =>
      call(returnsApi.list, {
        query: { page: filters.page, on_page: RETURNS_ON_PAGE, status: filters.status },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
