import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shipmentsApi } from '@cabinet/contracts/shipments';
import { invalidateBalance } from '../../../shared/api/balance.ts';
import { call } from '../../../shared/api/call.ts';
import { shipmentKeys } from './shipment-keys.ts';

/** Only a `customer_created` shipment (§7); releases its hold. */
export function useDeleteShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(shipmentsApi.remove, { body: { shipment_id: id } }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: shipmentKeys.detail(id) });
      return Promise.all([
        invalidateBalance(queryClient),
        queryClient.invalidateQueries({ queryKey: shipmentKeys.lists() }),
      ]);
    },
  });
}
