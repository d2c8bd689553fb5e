import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StorageChargeDetail, StorageChargeList } from '@cabinet/contracts/warehouse-storage';
import { api } from '../../../shared/api/client.ts';
import { storageKeys } from './storage-keys.ts';

export const CHARGES_ON_PAGE = 10;

/** GET /warehouse/charges: the seller's monthly storage charges, newest month first. */
export const useCharges = (page: number) =>
  useQuery({
    queryKey: storageKeys.charges(page),
    queryFn: ({ signal }) =>
      api.get<StorageChargeList>(`/warehouse/charges?page=${page}&on_page=${CHARGES_ON_PAGE}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /warehouse/charges/{id}: one charge with its groups and products. */
export const useCharge = (id: number) =>
  useQuery({
    queryKey: storageKeys.charge(id),
    queryFn: ({ signal }) => api.get<StorageChargeDetail>(`/warehouse/charges/${id}`, { signal }),
  });
