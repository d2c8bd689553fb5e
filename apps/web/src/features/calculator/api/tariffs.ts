import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliveryType, TariffTable, TariffTableBody, TariffZone } from '@cabinet/contracts/tariffs';
import { api } from '../../../shared/api/client.ts';
import { calculatorKeys } from './calculator-keys.ts';

/** GET /ops/tariffs (operators): every rate table. */
export const tariffsQuery = () =>
  queryOptions({
    queryKey: calculatorKeys.tariffs(),
    queryFn: ({ signal }) => api.get<{ tables: TariffTable[] }>('/ops/tariffs', { signal }),
  });

export const useTariffs = () => useQuery(tariffsQuery());

/** PUT /ops/tariffs/{type}/{zone}: replaces one table; quotes use it at once. */
export function useSaveTariff(type: DeliveryType, zone: TariffZone) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TariffTableBody) => api.put<TariffTable>(`/ops/tariffs/${type}/${zone}`, body),
    onSuccess: (saved) =>
      queryClient.setQueryData(calculatorKeys.tariffs(), (old: { tables: TariffTable[] } | undefined) =>
        old
          ? {
              tables: old.tables.map((t) =>
                t.delivery_type === saved.delivery_type && t.zone === saved.zone ? saved : t,
              ),
            }
          : old,
      ),
  });
}
