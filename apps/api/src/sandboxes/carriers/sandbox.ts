import type { DeliveryType } from '@cabinet/contracts/tariffs';
import type { CarriersProvider, QuoteInput, QuoteResult } from '../../providers/carriers/carriers.ts';
import { s10 } from '../kit/s10.ts';

/** UPU S10 service indicators: E = EMS, R = registered letter post (postcards), L = tracked small packets, C = parcels. */
const SERVICE: Partial<Record<DeliveryType, string>> = { express: 'EE', postcard: 'RR', small_pack: 'LA' };

/**
 * The sandbox carrier: quotes with `price` — our own tariff tables, as the real carrier would quote from its contract
 * rates (services.ts passes them in) — and issues S10 tracking numbers from Ukraine ("UA") derived from the shipment id.
 */
export function sandboxCarriers(price: (request: QuoteInput) => Promise<QuoteResult>): CarriersProvider {
  return {
    name: 'sandbox',
    quote: price,
    async issueLabel(request) {
      const service = SERVICE[request.delivery_type] ?? 'CA';
      return { tracking_number: s10(service, request.shipment_id, 'UA'), carrier: 'sandbox' };
    },
  };
}
