import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StorageTariffs, StorageTariffsBody } from '@cabinet/contracts/warehouse-storage';
import { api } from '../../../shared/api/client.ts';

const tariffsKey = ['ops-storage', 'tariffs'] as const;

/** GET /ops/storage-tariffs: the warehouse groups and their prices (the defaults until first saved). */
export const useStorageTariffs = () =>
  useQuery({
    queryKey: tariffsKey,
    queryFn: ({ signal }) => api.get<StorageTariffs>('/ops/storage-tariffs', { signal }),
  });

/** PUT /ops/storage-tariffs: replaces the whole list; the calculator and the next charge run use it. */
export function useSaveStorageTariffs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StorageTariffsBody) => api.put<StorageTariffs>('/ops/storage-tariffs', body),
    onSuccess: (saved) => queryClient.setQueryData(tariffsKey, saved),
  });
}
