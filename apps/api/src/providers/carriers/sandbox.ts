import type { DeliveryType } from '@cabinet/contracts/tariffs';
import { quoteFromTables, type TableRow } from '../../modules/tariffs/quote.ts';
import type { CarriersProvider } from './carriers.ts';
import { s10 } from './s10.ts';

/** UPU S10 service indicators: E = EMS, R = registered letter post (postcards), L = tracked small packets, C = parcels. */
const SERVICE: Partial<Record<DeliveryType, string>> = { express: 'EE', postcard: 'RR', small_pack: 'LA' };

/**
 * The sandbox carrier: quotes from our own tariff tables (as the real carrier would from its contract rates) and
 * issues S10 tracking numbers from Ukraine ("UA") derived from the shipment id.
 */
export function sandboxCarriers(tables: () => Promise<readonly TableRow[]>): CarriersProvider {
  return {
    name: 'sandbox',
    async quote(request) {
      return quoteFromTables(await tables(), request);
    },
    async issueLabel(request) {
      const service = SERVICE[request.delivery_type] ?? 'CA';
      return { tracking_number: s10(service, request.shipment_id, 'UA'), carrier: 'sandbox' };
    },
  };
}
