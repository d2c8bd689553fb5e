import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { manufacturersApi, type ManufacturerBody } from '@cabinet/contracts/products';
import { call } from '../../../shared/api/call.ts';
import { productKeys } from './product-keys.ts';

/** All of the seller's manufacturers, by name. */
export const useManufacturers = () =>
  useQuery({
    queryKey: productKeys.manufacturers(),
    queryFn: ({ signal }) => call(manufacturersApi.list, { signal }),
    select: (data) => data.manufacturers,
  });

/** Create or rename one; a rename shows in product lists too. */
export function useSaveManufacturer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ManufacturerBody }) =>
      id === null ? call(manufacturersApi.create, { body }) : call(manufacturersApi.update, { params: { id }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: productKeys.manufacturers() });
      void queryClient.invalidateQueries({ queryKey: productKeys.lists() });
    },
  });
}

/** Its products stay, without a manufacturer. */
export function useDeleteManufacturer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(manufacturersApi.remove, { params: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: productKeys.manufacturers() });
      void queryClient.invalidateQueries({ queryKey: productKeys.lists() });
    },
  });
}
