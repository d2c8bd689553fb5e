import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Shipment, ShipmentCreateBody } from '@cabinet/contracts/shipments';
import { invalidateBalance } from '../../../shared/api/balance.ts';
import { api } from '../../../shared/api/client.ts';
import { shipmentKeys } from './shipment-keys.ts';

/**
 * POST /shipping/shipment with an Idempotency-Key: holds the price on the balance. 409 `price_changed` when the
 * price moved since the quote, 422 for a §5 confirmation not given, 409 for a second shipment of the same order.
 */
export function useCreateShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, headers }: { body: ShipmentCreateBody; headers: Record<string, string> }) =>
      api.post<{ shipment: Shipment }>('/shipping/shipment', body, { headers }),
    onSuccess: () =>
      Promise.all([invalidateBalance(queryClient), queryClient.invalidateQueries({ queryKey: shipmentKeys.lists() })]),
  });
}
