import { useMutation } from '@tanstack/react-query';
import type { ShipmentCreateBody, ShipmentQuote } from '@cabinet/contracts/shipments';
import { api } from '../../../shared/api/client.ts';

/** POST /shipping/shipment/quote: the price and the §5 confirmations, or 422 no_rates_found with reasons. */
export const useQuoteShipment = () =>
  useMutation({ mutationFn: (body: ShipmentCreateBody) => api.post<ShipmentQuote>('/shipping/shipment/quote', body) });
