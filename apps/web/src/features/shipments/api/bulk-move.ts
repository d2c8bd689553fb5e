import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsShipmentsApi, type BulkTransitionBody } from '@cabinet/contracts/shipments-ops';
import { call } from '../../../shared/api/call.ts';
import { opsShipmentKeys } from './ops-shipment-keys.ts';

/** The same move for several shipments, each checked by the server on its own; the desk's lists refresh. */
export function useBulkMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkTransitionBody) => call(opsShipmentsApi.bulkTransition, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: opsShipmentKeys.all }),
  });
}
