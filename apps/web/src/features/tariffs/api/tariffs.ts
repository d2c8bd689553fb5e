import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tariffsApi, type DeliveryType, type TariffTableBody, type TariffZone } from '@cabinet/contracts/tariffs';
import { call } from '../../../shared/api/call.ts';
import { calculatorKeys } from './calculator-keys.ts';

/** Operators: every rate table. */
export const tariffsQuery = () =>
  queryOptions({
    queryKey: calculatorKeys.tariffs(),
    queryFn: ({ signal }) => call(tariffsApi.tables, { signal }),
  });

export const useTariffs = () => useQuery(tariffsQuery());

/** Replaces one table; quotes use it at once. */
export function useSaveTariff(type: DeliveryType, zone: TariffZone) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TariffTableBody) => call(tariffsApi.save, { params: { delivery_type: type, zone }, body }),
    onSuccess: (saved) =>
      queryClient.setQueryData(tariffsQuery().queryKey, (old) =>
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
