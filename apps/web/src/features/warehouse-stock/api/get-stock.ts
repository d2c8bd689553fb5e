import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { stockApi, type StockPlace, type StockState } from '@cabinet/contracts/warehouse-stock';
import { call } from '../../../shared/api/call.ts';
import { stockKeys } from './stock-keys.ts';

export const STOCK_ON_PAGE = 20;

export type StockFilters = {
  page: number;
  search?: string;
  state?: StockState;
  place?: StockPlace;
  on_page?: number;
};

/** The seller's stock at the US warehouse, by SKU. */
export const useStock = (filters: StockFilters) =>
  useQuery({
    queryKey: stockKeys.list(filters),
    queryFn: ({ signal }) => {
      const { page, on_page = STOCK_ON_PAGE, search, state, place } = filters;
      return call(stockApi.list, { query: { page, on_page, search, state, place }, signal });
    },
    placeholderData: keepPreviousData,
  });
