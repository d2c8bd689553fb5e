import { useQuery } from '@tanstack/react-query';
import type { ShipmentDetail, ShipmentLine } from '@cabinet/contracts/shipments';
import { api } from '../../../shared/api/client.ts';
import { shipmentKeys } from './shipment-keys.ts';

/** GET /shipping/shipment/{id}: the shipment, its lines, timeline, price breakdown and (bulk) parcels. */
export const useShipment = (id: number | null) =>
  useQuery({
    queryKey: shipmentKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<ShipmentDetail>(`/shipping/shipment/${id}`, { signal }),
    enabled: !!id,
    retry: false,
  });

/** GET /shipping/parcel_products/{id} (§7): what the parcel holds, as the warehouse sees it. */
export const useParcelProducts = (id: number) =>
  useQuery({
    queryKey: shipmentKeys.products(id),
    queryFn: ({ signal }) => api.get<{ products: ShipmentLine[] }>(`/shipping/parcel_products/${id}`, { signal }),
    select: (data) => data.products,
  });
