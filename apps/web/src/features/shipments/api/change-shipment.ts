import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsShipmentsApi } from '@cabinet/contracts/shipments-ops';
import type { ParcelBox, ShipmentStatus } from '@cabinet/contracts/shipments';
import { call } from '../../../shared/api/call.ts';
import { opsShipmentKeys } from './ops-shipment-keys.ts';

/** What an operator does to a shipment: every change answers the shipment as it is now. */
export type ShipmentChange =
  | { action: 'receive'; box: ParcelBox; note: string }
  | { action: 'transition'; to: ShipmentStatus; note: string }
  | { action: 'freeze' | 'unfreeze'; note: string };

const send = (id: number, change: ShipmentChange) => {
  const params = { id };
  if (change.action === 'receive')
    return call(opsShipmentsApi.receive, { params, body: { ...change.box, note: change.note } });
  if (change.action === 'transition') {
    return call(opsShipmentsApi.transition, { params, body: { to: change.to, note: change.note } });
  }
  return call(opsShipmentsApi[change.action], { params, body: { note: change.note } });
};

/** Receive, transition, freeze or unfreeze; the desk's lists and the detail refresh. */
export function useChangeShipment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ShipmentChange) => send(id, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsShipmentKeys.all }),
  });
}
