import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productsApi, type ProductBody } from '@cabinet/contracts/products';
import { call } from '../../../shared/api/call.ts';
import { productKeys } from './product-keys.ts';

/** Create or update a product: lists, the product and folder counts change. */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ProductBody }) =>
      id === null ? call(productsApi.create, { body }) : call(productsApi.update, { params: { id }, body }),
    onSuccess: (product) => {
      queryClient.setQueryData(productKeys.detail(product.id), product);
      void queryClient.invalidateQueries({ queryKey: productKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: productKeys.tree() });
      void queryClient.invalidateQueries({ queryKey: productKeys.manufacturers() });
    },
  });
}

/** A product with stock is archived instead; either way it leaves the lists. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(productsApi.remove, { params: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: productKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: productKeys.tree() });
      void queryClient.invalidateQueries({ queryKey: productKeys.manufacturers() });
    },
  });
}
