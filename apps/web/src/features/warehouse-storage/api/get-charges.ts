import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { storageApi } from '@cabinet/contracts/warehouse-storage';
import { call } from '../../../shared/api/call.ts';
import { storageKeys } from './storage-keys.ts';

export const CHARGES_ON_PAGE = 10;

/** The seller's monthly storage charges, newest month first. */
export const useCharges = (page: number) =>
  useQuery({
    queryKey: storageKeys.charges(page),
    queryFn: ({ signal }) => call(storageApi.charges, { query: { page, on_page: CHARGES_ON_PAGE }, signal }),
    placeholderData: keepPreviousData,
  });

/** One charge with its groups and products. */
export const useCharge = (id: number) =>
  useQuery({
    queryKey: storageKeys.charge(id),
    queryFn: ({ signal }) => call(storageApi.charge, { params: { id }, signal }),
  });
