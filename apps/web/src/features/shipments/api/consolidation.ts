import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliveryType } from '@cabinet/contracts/tariffs';
import type { ConsolidationRates } from '@cabinet/contracts/shipments';
import { invalidateBalance } from '../../../shared/api/balance.ts';
import { api } from '../../../shared/api/client.ts';
import { shipmentKeys } from './shipment-keys.ts';

/** POST /shipping/rates/consolidation {shipment_id}: the last leg's rates, once the box is at the US warehouse. */
export const useConsolidationRates = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: shipmentKeys.consolidationRates(id),
    queryFn: () => api.post<ConsolidationRates>('/shipping/rates/consolidation', { shipment_id: id }),
    select: (data) => data.rates,
    enabled,
  });

/** POST /shipping/label/consolidation {shipment_id, delivery_type}: buys the chosen last leg from the balance. */
export function useBuyConsolidationLabel(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ deliveryType, headers }: { deliveryType: DeliveryType; headers: Record<string, string> }) =>
      api.post<unknown>('/shipping/label/consolidation', { shipment_id: id, delivery_type: deliveryType }, { headers }),
    onSuccess: () =>
      Promise.all([invalidateBalance(queryClient), queryClient.invalidateQueries({ queryKey: shipmentKeys.all })]),
  });
}
