import { useQuery } from '@tanstack/react-query';
import { ordersApi } from '@cabinet/contracts/orders';
import { call } from '../../../shared/api/call.ts';
import { shipmentKeys } from './shipment-keys.ts';

/**
 * What the form is filled with for a marketplace order (§2 "Create shipment" on an order). The call writes — it saves
 * the order's recipient to the address book — so it is asked once per opening and never again behind the seller's
 * back: no retry, no refetch on focus, and forgotten as soon as the form has used it.
 */
export const useOrderDraft = (orderId: number | null) =>
  useQuery({
    queryKey: shipmentKeys.orderDraft(orderId),
    queryFn: ({ signal }) => call(ordersApi.shipmentDraft, { params: { id: orderId ?? 0 }, signal }),
    enabled: orderId !== null,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
