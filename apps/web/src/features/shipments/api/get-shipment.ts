import { useQuery } from '@tanstack/react-query';
import { shipmentsApi } from '@cabinet/contracts/shipments';
import { call } from '../../../shared/api/call.ts';
import { shipmentKeys } from './shipment-keys.ts';

/** The shipment, its lines, timeline, price breakdown and (bulk) parcels. */
export const useShipment = (id: number | null) =>
  useQuery({
    queryKey: shipmentKeys.detail(id ?? 0),
    queryFn: ({ signal }) => call(shipmentsApi.detail, { params: { id: id! }, signal }),
    enabled: !!id,
    retry: false,
  });

/** What the parcel holds, as the warehouse sees it (§7). */
export const useParcelProducts = (id: number) =>
  useQuery({
    queryKey: shipmentKeys.products(id),
    queryFn: ({ signal }) => call(shipmentsApi.products, { params: { id }, signal }),
    select: (data) => data.products,
  });
