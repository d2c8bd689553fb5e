import { useMutation } from '@tanstack/react-query';
import { shipmentLifecycleApi } from '@cabinet/contracts/shipment-lifecycle';
import type { DocsPriceBody } from '@cabinet/contracts/shipments';
import { call } from '../../../shared/api/call.ts';

/**
 * What this shipment's label would cost with a shipper for a box, or 422 no_rates_found with the reasons. A
 * read-only quote, so a mutation only because it is asked on demand.
 */
export const useDocumentsPrice = () =>
  useMutation({ mutationFn: (body: DocsPriceBody) => call(shipmentLifecycleApi.docsPrice, { body }) });
