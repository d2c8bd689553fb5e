import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Shipment } from '@cabinet/contracts/shipments';
import { invalidateBalance } from '../../../shared/api/balance.ts';
import { api } from '../../../shared/api/client.ts';
import { shipmentKeys } from './shipment-keys.ts';

/** Pays what a re-quote at the warehouse added (payment_state `due`), from the balance. */
export function usePayDifference(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (headers: Record<string, string>) =>
      api.post<{ shipment: Shipment }>(`/shipping/shipment/${id}/pay`, undefined, { headers }),
    onSuccess: () =>
      Promise.all([invalidateBalance(queryClient), queryClient.invalidateQueries({ queryKey: shipmentKeys.all })]),
  });
}
