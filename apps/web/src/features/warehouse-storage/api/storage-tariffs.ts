import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { opsStorageApi, type StorageTariffsBody } from '@cabinet/contracts/warehouse-storage';
import { call } from '../../../shared/api/call.ts';

const tariffsKey = ['ops-storage', 'tariffs'] as const;

/** The warehouse groups and their prices (the defaults until first saved). */
export const useStorageTariffs = () =>
  useQuery({
    queryKey: tariffsKey,
    queryFn: ({ signal }) => call(opsStorageApi.tariffs, { signal }),
  });

/** Replaces the whole list; the calculator and the next charge run use it. */
export function useSaveStorageTariffs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StorageTariffsBody) => call(opsStorageApi.saveTariffs, { body }),
    onSuccess: (saved) => queryClient.setQueryData(tariffsKey, saved),
  });
}
