import { useQuery } from '@tanstack/react-query';
import type { OpsShipmentDetail } from '@cabinet/contracts/shipment-ops';
import { api } from '../../../shared/api/client.ts';
import { opsShipmentKeys } from './ops-shipment-keys.ts';

/** GET /ops/shipments/:id: the shipment, its timeline, and the moves allowed now. */
export const useOpsShipment = (id: number) =>
  useQuery({
    queryKey: opsShipmentKeys.detail(id),
    queryFn: ({ signal }) => api.get<OpsShipmentDetail>(`/ops/shipments/${id}`, { signal }),
  });
