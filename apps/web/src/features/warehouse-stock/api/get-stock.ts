import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StockList, StockPlace, StockState } from '@cabinet/contracts/warehouse-stock';
import { api } from '../../../shared/api/client.ts';
import { stockKeys } from './stock-keys.ts';

export const STOCK_ON_PAGE = 20;

export type StockFilters = {
  page: number;
  search?: string;
  state?: StockState;
  place?: StockPlace;
  on_page?: number;
};

/** GET /warehouse/get_all_products: the seller's stock at the US warehouse, by SKU. */
export const useStock = (filters: StockFilters) =>
  useQuery({
    queryKey: stockKeys.list(filters),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        page: String(filters.page),
        on_page: String(filters.on_page ?? STOCK_ON_PAGE),
      });
      for (const key of ['search', 'state', 'place'] as const) {
        const value = filters[key];
        if (value) query.set(key, value);
      }
      return api.get<StockList>(`/warehouse/get_all_products?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
