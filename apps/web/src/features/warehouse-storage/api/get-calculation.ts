import { useQuery } from '@tanstack/react-query';
import type { StorageCalculation } from '@cabinet/contracts/warehouse-storage';
import { api } from '../../../shared/api/client.ts';
import { storageKeys } from './storage-keys.ts';

export type CalculatorTab = 'sample' | 'my';

/** GET /warehouse/calculator/sample (public) or /my (the seller's snapshots); only fetched when `enabled`. */
export const useCalculation = (tab: CalculatorTab, enabled = true) =>
  useQuery({
    queryKey: storageKeys.calculation(tab),
    queryFn: ({ signal }) => api.get<StorageCalculation>(`/warehouse/calculator/${tab}`, { signal }),
    enabled,
  });
