import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Manufacturer, ManufacturerBody, ManufacturerList } from '@cabinet/contracts/products';
import { api } from '../../../shared/api/client.ts';
import { productKeys } from './product-keys.ts';

/** GET /products/manufacturers: all of the seller's, by name. */
export const useManufacturers = () =>
  useQuery({
    queryKey: productKeys.manufacturers(),
    queryFn: ({ signal }) => api.get<ManufacturerList>('/products/manufacturers', { signal }),
    select: (data) => data.manufacturers,
  });

/** POST /products/manufacturers or PUT …/{id}; a rename shows in product lists too. */
export function useSaveManufacturer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ManufacturerBody }) =>
      id === null
        ? api.post<Manufacturer>('/products/manufacturers', body)
        : api.put<Manufacturer>(`/products/manufacturers/${id}`, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: productKeys.manufacturers() });
      void queryClient.invalidateQueries({ queryKey: productKeys.lists() });
    },
  });
}

/** DELETE /products/manufacturers/{id}: its products stay, without a manufacturer. */
export function useDeleteManufacturer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ ok: true }>(`/products/manufacturers/${id}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: productKeys.manufacturers() });
      void queryClient.invalidateQueries({ queryKey: productKeys.lists() });
    },
  });
}
