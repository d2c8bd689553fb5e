import { useQuery } from '@tanstack/react-query';
import { storageApi } from '@cabinet/contracts/warehouse-storage';
import { call } from '../../../shared/api/call.ts';
import { storageKeys } from './storage-keys.ts';

export type CalculatorTab = 'sample' | 'my';

/** The calculator over the sample shop (public) or the seller's snapshots; only fetched when `enabled`. */
export const useCalculation = (tab: CalculatorTab, enabled = true) =>
  useQuery({
    queryKey: storageKeys.calculation(tab),
    queryFn: ({ signal }) => call(tab === 'sample' ? storageApi.sample : storageApi.mine, { signal }),
    enabled,
  });
