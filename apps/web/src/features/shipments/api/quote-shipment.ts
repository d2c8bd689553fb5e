import { useMutation } from '@tanstack/react-query';
import { shipmentsApi, type ShipmentCreateBody } from '@cabinet/contracts/shipments';
import { call } from '../../../shared/api/call.ts';

/** The price and the §5 confirmations, or 422 no_rates_found with reasons. */
export const useQuoteShipment = () =>
  useMutation({ mutationFn: (body: ShipmentCreateBody) => call(shipmentsApi.quote, { body }) });
