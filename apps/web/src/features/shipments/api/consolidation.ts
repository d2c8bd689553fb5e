import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shipmentLifecycleApi } from '@cabinet/contracts/shipment-lifecycle';
import type { DeliveryType } from '@cabinet/contracts/tariffs';
import { invalidateBalance } from '../../../shared/api/balance.ts';
import { call } from '../../../shared/api/call.ts';
import { shipmentKeys } from './shipment-keys.ts';

/** The last leg's rates, once the box is at the US warehouse. */
export const useConsolidationRates = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: shipmentKeys.consolidationRates(id),
    queryFn: () => call(shipmentLifecycleApi.consolidationRates, { body: { shipment_id: id } }),
    select: (data) => data.rates,
    enabled,
  });

/** Buys the chosen last leg from the balance. */
export function useBuyConsolidationLabel(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ deliveryType, headers }: { deliveryType: DeliveryType; headers: Record<string, string> }) =>
      call(shipmentLifecycleApi.consolidationLabel, {
        body: { shipment_id: id, delivery_type: deliveryType },
        headers,
      }),
    onSuccess: () =>
      Promise.all([invalidateBalance(queryClient), queryClient.invalidateQueries({ queryKey: shipmentKeys.all })]),
  });
}
