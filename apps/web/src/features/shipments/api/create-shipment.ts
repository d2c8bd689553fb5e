import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shipmentsApi, type ShipmentCreateBody } from '@cabinet/contracts/shipments';
import { invalidateBalance } from '../../../shared/api/balance.ts';
import { call } from '../../../shared/api/call.ts';
import { shipmentKeys } from './shipment-keys.ts';

/**
 * With an Idempotency-Key: holds the price on the balance. 409 `price_changed` when the price moved since the
 * quote, 422 for a §5 confirmation not given, 409 for a second shipment of the same order.
 */
export function useCreateShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, headers }: { body: ShipmentCreateBody; headers: Record<string, string> }) =>
      call(shipmentsApi.create, { body, headers }),
    onSuccess: () =>
      Promise.all([invalidateBalance(queryClient), queryClient.invalidateQueries({ queryKey: shipmentKeys.lists() })]),
  });
}
