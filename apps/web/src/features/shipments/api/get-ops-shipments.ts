import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { opsShipmentsApi, type OpsShipmentListQuery } from '@cabinet/contracts/shipments-ops';
import { call } from '../../../shared/api/call.ts';
import { opsShipmentKeys } from './ops-shipment-keys.ts';

export type OpsShipmentFilters = Pick<OpsShipmentListQuery, 'page'> &
  Partial<Pick<OpsShipmentListQuery, 'search' | 'status'>>;

/** Every account's shipments, by number, track, TTN or recipient, and status. */
export const useOpsShipments = (filters: OpsShipmentFilters) =>
  useQuery({
    queryKey: opsShipmentKeys.list(filters),
    queryFn: ({ signal }) =>
      call(opsShipmentsApi.list, {
        query: { page: filters.page, search: filters.search, status: filters.status },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
