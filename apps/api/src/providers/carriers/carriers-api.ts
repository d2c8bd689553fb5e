import { z } from 'zod';
import type { DeliveryType } from '@cabinet/contracts/tariffs';
import { ownApiClient, type OwnApiConnection } from '../own-api-client.ts';
import type { CarriersProvider, QuoteInput, QuoteResult } from './carriers.ts';
import { isValidS10 } from './s10.ts';

/*
 * The carrier's labels API as our own definition describes it (sandboxes/carriers/definition/carriers-api.json: no
 * carrier is chosen, so no vendor publishes one). Only labels are asked of the carrier: what a parcel costs is our
 * rule — the tariff tables — and the composition root hands that pricing in as `quote`.
 */

type Service = 'ems' | 'registered_letter' | 'tracked_packet' | 'parcel';

/** The carrier's service for each of our delivery types: express goes EMS, a postcard as a registered letter. */
const SERVICE: Partial<Record<DeliveryType, Service>> = {
  express: 'ems',
  postcard: 'registered_letter',
  small_pack: 'tracked_packet',
};

const labelSchema = z.object({ tracking_number: z.string(), carrier: z.string().min(1) });

export function carriersApi(
  connection: OwnApiConnection & { name: CarriersProvider['name'] },
  quote: (request: QuoteInput) => Promise<QuoteResult>,
): CarriersProvider {
  const call = ownApiClient(connection);
  return {
    name: connection.name,
    quote,
    async issueLabel({ shipment_id, delivery_type, to_country }) {
      const label = labelSchema.parse(
        await call('POST', '/v1/labels', {
          shipment_reference: String(shipment_id),
          service: SERVICE[delivery_type] ?? 'parcel',
          to_country,
        }),
      );
      // The number goes on the parcel and to the marketplace: one that is no S10 identifier is not taken.
      if (!isValidS10(label.tracking_number)) {
        throw new Error(`the carrier answered ${label.tracking_number}, which is no UPU S10 identifier`);
      }
      return label;
    },
  };
}
