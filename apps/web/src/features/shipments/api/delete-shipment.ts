import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateBalance } from '../../../shared/api/balance.ts';
import { api } from '../../../shared/api/client.ts';
import { shipmentKeys } from './shipment-keys.ts';

/** DELETE /shipping/shipment {shipment_id} (§7): only a `customer_created` shipment; releases its hold. */
export function useDeleteShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ ok: true }>('/shipping/shipment', { shipment_id: id }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: shipmentKeys.detail(id) });
      return Promise.all([
        invalidateBalance(queryClient),
        queryClient.invalidateQueries({ queryKey: shipmentKeys.lists() }),
      ]);
    },
  });
}
