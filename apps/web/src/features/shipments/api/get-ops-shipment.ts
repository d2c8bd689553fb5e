import { useQuery } from '@tanstack/react-query';
import { opsShipmentsApi } from '@cabinet/contracts/shipments-ops';
import { call } from '../../../shared/api/call.ts';
import { opsShipmentKeys } from './ops-shipment-keys.ts';

/** The shipment, its timeline, and the moves allowed now. */
export const useOpsShipment = (id: number) =>
  useQuery({
    queryKey: opsShipmentKeys.detail(id),
    queryFn: ({ signal }) => call(opsShipmentsApi.detail, { params: { id }, signal }),
  });
