import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { productsApi, type ProductKind } from '@cabinet/contracts/products';
import { call } from '../../../shared/api/call.ts';
import { productKeys } from './product-keys.ts';

export const PRODUCTS_ON_PAGE = 20;

export type ProductFilters = {
  page: number;
  search?: string;
  category_id?: number;
  manufacturer_id?: number;
  kind?: ProductKind;
};

/** The seller's products, newest first; a folder includes its sub-folders. */
export const useProducts = (filters: ProductFilters) =>
  useQuery({
    queryKey: productKeys.list(filters),
    queryFn: ({ signal }) => {
      const { page, search, category_id, manufacturer_id, kind } = filters;
      const query = { page, on_page: PRODUCTS_ON_PAGE, search, category_id, manufacturer_id, kind };
      return call(productsApi.list, { query, signal });
    },
    placeholderData: keepPreviousData,
  });

/** One product for the edit drawer. */
export const useProduct = (id: number | null) =>
  useQuery({
    queryKey: productKeys.detail(id ?? 0),
    queryFn: ({ signal }) => call(productsApi.get, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
