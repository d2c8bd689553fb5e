import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { shipmentsApi, type ShipmentListQuery } from '@cabinet/contracts/shipments';
import { call } from '../../../shared/api/call.ts';
import { shipmentKeys } from './shipment-keys.ts';

export const ON_PAGE = 20;

/** The list's filters as the URL keeps them (§5 normalised); `page` is always there. */
export type ShipmentFilters = Partial<Omit<ShipmentListQuery, 'page' | 'on_page'>> & { page: number };

/** Filtered and paged on the server, newest first. */
export const useShipments = (filters: ShipmentFilters) =>
  useQuery({
    queryKey: shipmentKeys.list(filters),
    queryFn: ({ signal }) => call(shipmentsApi.list, { query: { ...filters, on_page: ON_PAGE }, signal }),
    placeholderData: keepPreviousData,
  });
