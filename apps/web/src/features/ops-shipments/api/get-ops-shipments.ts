import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OpsShipmentList, OpsShipmentListQuery } from '@cabinet/contracts/shipment-ops';
import { api } from '../../../shared/api/client.ts';
import { opsShipmentKeys } from './ops-shipment-keys.ts';

export type OpsShipmentFilters = Pick<OpsShipmentListQuery, 'page'> &
  Partial<Pick<OpsShipmentListQuery, 'search' | 'status'>>;

const queryOf = (f: OpsShipmentFilters) =>
  new URLSearchParams(
    Object.entries({ page: String(f.page), search: f.search ?? '', status: f.status ?? '' }).filter(([, v]) => v),
  );

/** GET /ops/shipments: every account's shipments, by number, track, TTN or recipient, and status. */
export const useOpsShipments = (filters: OpsShipmentFilters) =>
  useQuery({
    queryKey: opsShipmentKeys.list(filters),
    queryFn: ({ signal }) => api.get<OpsShipmentList>(`/ops/shipments?${queryOf(filters)}`, { signal }),
    placeholderData: keepPreviousData,
  });
