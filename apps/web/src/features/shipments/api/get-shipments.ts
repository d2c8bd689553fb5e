import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ShipmentList, ShipmentListQuery } from '@cabinet/contracts/shipments';
import { api } from '../../../shared/api/client.ts';
import { normaliseQuery, objectToSearchParams } from '../../../shared/lib/query-normalisation.ts';
import { shipmentKeys } from './shipment-keys.ts';

export const ON_PAGE = 20;

/** The list's filters as the URL keeps them (§5 normalised); `page` is always there. */
export type ShipmentFilters = Partial<Omit<ShipmentListQuery, 'page' | 'on_page'>> & { page: number };

export const shipmentListPath = (filters: ShipmentFilters) =>
  `/shipping/shipment?${objectToSearchParams(normaliseQuery({ ...filters, on_page: ON_PAGE }))}`;

/** GET /shipping/shipment: filtered and paged on the server, newest first. */
export const useShipments = (filters: ShipmentFilters) =>
  useQuery({
    queryKey: shipmentKeys.list(filters),
    queryFn: ({ signal }) => api.get<ShipmentList>(shipmentListPath(filters), { signal }),
    placeholderData: keepPreviousData,
  });
