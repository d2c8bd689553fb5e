import type { OpsShipmentListQuery } from '@cabinet/contracts/shipments-ops';

/** Query keys of the operators' shipment desk. */
export const opsShipmentKeys = {
  all: ['ops-shipments'] as const,
  list: (q: Partial<OpsShipmentListQuery>) => [...opsShipmentKeys.all, 'list', q] as const,
  detail: (id: number) => [...opsShipmentKeys.all, 'detail', id] as const,
};
