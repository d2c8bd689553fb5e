import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bandsQueryText, tariffVersionsApi, type TariffVersionBody } from '@cabinet/contracts/tariff-versions';
import { tariffsApi, type DeliveryType, type TariffBand, type TariffZone } from '@cabinet/contracts/tariffs';
import { call } from '../../../shared/api/call.ts';
import { calculatorKeys } from './calculator-keys.ts';

/** Operators: every rate table in force. */
export const tariffsQuery = () =>
  queryOptions({
    queryKey: calculatorKeys.tariffs(),
    queryFn: ({ signal }) => call(tariffsApi.tables, { signal }),
  });

export const useTariffs = () => useQuery(tariffsQuery());

/** Every version of one table: who changed it, when, from when, before and after. */
export const useTariffHistory = (type: DeliveryType, zone: TariffZone) =>
  useQuery({
    queryKey: calculatorKeys.tariffHistory(type, zone),
    queryFn: ({ signal }) => call(tariffVersionsApi.history, { params: { delivery_type: type, zone }, signal }),
  });

export interface ProposedTable {
  days_min: number;
  days_max: number;
  bands: TariffBand[];
  effective_date: string;
}

/** What a proposed table would change: asked on "Preview", it writes nothing. */
export function usePreviewTariff(type: DeliveryType, zone: TariffZone) {
  return useMutation({
    mutationFn: ({ bands, ...table }: ProposedTable) =>
      call(tariffVersionsApi.preview, {
        params: { delivery_type: type, zone },
        query: { ...table, bands: bandsQueryText(bands) },
      }),
  });
}

/** Refreshes the tables in force and every history (one prefix). */
function useRefreshTariffs() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: calculatorKeys.tariffs() });
}

/** Confirms a previewed table from its date. */
export function useSaveTariff(type: DeliveryType, zone: TariffZone) {
  const refresh = useRefreshTariffs();
  return useMutation({
    mutationFn: (body: TariffVersionBody) =>
      call(tariffVersionsApi.save, { params: { delivery_type: type, zone }, body }),
    onSuccess: refresh,
  });
}

/** Cancels a change that has not taken effect yet. */
export function useCancelTariffVersion(type: DeliveryType, zone: TariffZone) {
  const refresh = useRefreshTariffs();
  return useMutation({
    mutationFn: (id: number) => call(tariffVersionsApi.cancel, { params: { delivery_type: type, zone, id } }),
    onSuccess: refresh,
  });
}
