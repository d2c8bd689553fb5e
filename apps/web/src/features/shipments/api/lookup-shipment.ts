import { useMutation } from '@tanstack/react-query';
import { opsShipmentsApi } from '@cabinet/contracts/shipments-ops';
import { call } from '../../../shared/api/call.ts';

/**
 * The parcel a scanned label names (our number, a carrier's track or the TTN). A scan is an event, not a view: each
 * one asks the server afresh, so a parcel scanned again after its receipt shows where it is now.
 */
export function useLookupShipment() {
  return useMutation({ mutationFn: (code: string) => call(opsShipmentsApi.lookup, { query: { code } }) });
}
