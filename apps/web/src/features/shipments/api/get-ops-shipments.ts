import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { opsShipmentsApi, type OpsShipmentListQuery } from '@cabinet/contracts/shipments-ops';
import { call } from '../../../shared/api/call.ts';
import { opsShipmentKeys } from './ops-shipment-keys.ts';

export type OpsShipmentFilters = Pick<OpsShipmentListQuery, 'page'> &
  Partial<Pick<OpsShipmentListQuery, 'search' | 'status' | 'account_id' | 'on_page'>>;

/** Every account's shipments (or one seller's), by number, track, TTN or recipient, and status. */
export const useOpsShipments = (filters: OpsShipmentFilters) =>
  useQuery({
    queryKey: opsShipmentKeys.list(filters),
    queryFn: ({ signal }) =>
      call(opsShipmentsApi.list, {
        query: {
          page: filters.page,
          on_page: filters.on_page,
          search: filters.search,
          status: filters.status,
          account_id: filters.account_id,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
