import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product, ProductBody } from '@cabinet/contracts/products';
import { api } from '../../../shared/api/client.ts';
import { productKeys } from './product-keys.ts';

/** POST /products or PUT /products/{id}: lists, the product and folder counts change. */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ProductBody }) =>
      id === null ? api.post<Product>('/products', body) : api.put<Product>(`/products/${id}`, body),
    onSuccess: (product) => {
      queryClient.setQueryData(productKeys.detail(product.id), product);
      void queryClient.invalidateQueries({ queryKey: productKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: productKeys.tree() });
      void queryClient.invalidateQueries({ queryKey: productKeys.manufacturers() });
    },
  });
}

/** DELETE /products/{id}: a product with stock is archived instead; either way it leaves the lists. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ ok: true; archived: boolean }>(`/products/${id}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: productKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: productKeys.tree() });
      void queryClient.invalidateQueries({ queryKey: productKeys.manufacturers() });
    },
  });
}
