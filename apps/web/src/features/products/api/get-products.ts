import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Product, ProductKind, ProductList } from '@cabinet/contracts/products';
import { api } from '../../../shared/api/client.ts';
import { productKeys } from './product-keys.ts';

export const PRODUCTS_ON_PAGE = 20;

export type ProductFilters = {
  page: number;
  search?: string;
  category_id?: number;
  manufacturer_id?: number;
  kind?: ProductKind;
};

/** GET /products: the seller's products, newest first; a folder includes its sub-folders. */
export const useProducts = (filters: ProductFilters) =>
  useQuery({
    queryKey: productKeys.list(filters),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(filters.page), on_page: String(PRODUCTS_ON_PAGE) });
      for (const key of ['search', 'category_id', 'manufacturer_id', 'kind'] as const) {
        if (filters[key] !== undefined && filters[key] !== '') query.set(key, String(filters[key]));
      }
      return api.get<ProductList>(`/products?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

/** GET /products/{id}: one product for the edit drawer. */
export const useProduct = (id: number | null) =>
  useQuery({
    queryKey: productKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<Product>(`/products/${id}`, { signal }),
    enabled: id !== null,
  });
