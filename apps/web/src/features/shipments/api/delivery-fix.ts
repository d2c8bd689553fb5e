import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shipmentLifecycleApi } from '@cabinet/contracts/shipment-lifecycle';
import type { DeliveryType } from '@cabinet/contracts/tariffs';
import { invalidateBalance } from '../../../shared/api/balance.ts';
import { call } from '../../../shared/api/call.ts';
import { shipmentKeys } from './shipment-keys.ts';

/** The types a parcel held for its measurements can go by instead, priced for the measured box. */
export const useDeliveryOptions = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: shipmentKeys.deliveryOptions(id),
    queryFn: ({ signal }) => call(shipmentLifecycleApi.deliveryOptions, { params: { id }, signal }),
    enabled,
  });

/** Sends the held parcel by the chosen type: re-priced, the new price held on the balance. */
export function useChangeDeliveryType(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ deliveryType, headers }: { deliveryType: DeliveryType; headers: Record<string, string> }) =>
      call(shipmentLifecycleApi.changeDeliveryType, { params: { id }, body: { delivery_type: deliveryType }, headers }),
    onSuccess: () =>
      Promise.all([invalidateBalance(queryClient), queryClient.invalidateQueries({ queryKey: shipmentKeys.all })]),
  });
}
