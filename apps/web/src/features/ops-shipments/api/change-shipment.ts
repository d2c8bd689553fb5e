import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShipmentResult } from '@cabinet/contracts/shipment-ops';
import type { ParcelBox, ShipmentStatus } from '@cabinet/contracts/shipments';
import { api } from '../../../shared/api/client.ts';
import { opsShipmentKeys } from './ops-shipment-keys.ts';

/** What an operator does to a shipment: every change answers the shipment as it is now. */
export type ShipmentChange =
  | { action: 'receive'; box: ParcelBox; note: string }
  | { action: 'transition'; to: ShipmentStatus; note: string }
  | { action: 'freeze' | 'unfreeze'; note: string };

const send = (id: number, change: ShipmentChange) => {
  const url = `/ops/shipments/${id}/${change.action}`;
  if (change.action === 'receive') return api.post<ShipmentResult>(url, { ...change.box, note: change.note });
  if (change.action === 'transition') return api.post<ShipmentResult>(url, { to: change.to, note: change.note });
  return api.post<ShipmentResult>(url, { note: change.note });
};

/** POST /ops/shipments/:id/{receive|transition|freeze|unfreeze}; the desk's lists and the detail refresh. */
export function useChangeShipment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ShipmentChange) => send(id, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsShipmentKeys.all }),
  });
}
