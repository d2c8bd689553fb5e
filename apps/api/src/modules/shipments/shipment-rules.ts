import {
  BULK_HANDLING_PER_PARCEL_MINOR,
  BULK_MASTER_DELIVERY_TYPE,
  impliedDeliveryType,
  isBulkType,
  MIN_BULK_PARCELS,
  SENDER_CONSOLIDATION_FEE_MINOR,
  type CreatableShipmentType,
  type ParcelBox,
  type ShipmentCreateInput,
} from '@cabinet/contracts/shipments';
import type { DeliveryType } from '@cabinet/contracts/tariffs';
import { AppError, invalid } from '../../platform/errors.ts';
import type { AddressEntry } from '../addresses/addresses.service.ts';
import { POSTCARD_EXCLUDED_STATES } from '../tariffs/quote.ts';
import { zoneOf } from '../tariffs/zones.ts';

/** The address-book entries a request names, already checked to be the caller's and of the right book. */
export interface Parties {
  sender: AddressEntry;
  recipient: AddressEntry | null;
  /** Bulk: each parcel's recipient, in the order of `parcels`. */
  parcelRecipients: AddressEntry[];
}

/** The carrier leg priced at creation (docs/shipments.md "Types"). */
export interface Leg {
  from_country: string;
  to_country: string;
  to_state: string | null;
  delivery_type: DeliveryType;
}

/** What a shipment is priced from: its main leg, the US domestic legs bought now, and the handling fee. */
export interface PricePlan {
  delivery_type: DeliveryType | null;
  main: Leg | null;
  /** client_bulk: one domestic leg per parcel, from the US warehouse to the parcel's recipient. */
  domestic: Array<{ to_state: string; box: ParcelBox }>;
  handling: number;
  /** Parcels that reach a buyer's hands (the to-hands fee is per parcel). */
  deliveries: number;
}

/** Types whose parcel the seller hands over in Ukraine (by a post office with a TTN, or in person). */
const STARTS_IN_UKRAINE = new Set<CreatableShipmentType>([
  'direct',
  'postcard',
  'consolidation',
  'client_bulk',
  'client_bulk_consolidated',
]);
export const startsInUkraine = (type: CreatableShipmentType) => STARTS_IN_UKRAINE.has(type);

/** The US and the territories our US warehouse serves as domestic mail. */
const inUsArea = (country: string) => zoneOf('US', country) === 'us_domestic';

const stateOf = (a: AddressEntry) => (inUsArea(a.country) ? a.state : null);

function required<T>(value: T | null | undefined, field: string, code: string): T {
  if (value === null || value === undefined) throw invalid({ [field]: [code] }, code);
  return value;
}

/** §5: an address must exist in the address book before a US parcel is created; a parcel needs a delivery method. */
const recipientOf = (p: Parties) => required(p.recipient, 'recipient_id', 'recipient_address_required');
const deliveryTypeOf = (input: ShipmentCreateInput) =>
  required(input.delivery_type, 'delivery_type', 'delivery_method_required');

function senderIn(p: Parties, country: 'UA' | 'US') {
  if (p.sender.country !== country)
    throw new AppError(422, country === 'UA' ? 'sender_not_in_ukraine' : 'sender_not_in_us');
}

function recipientInUs(recipient: AddressEntry) {
  if (!inUsArea(recipient.country)) throw new AppError(422, 'recipient_not_in_us');
}

/** The shape rules of bulk and single shipments: where the recipients and the lines go. */
function checkShape(input: ShipmentCreateInput) {
  if (isBulkType(input.type)) {
    const errors: Record<string, string[]> = {};
    if (input.recipient_id !== undefined) errors.recipient_id = ['recipient_per_parcel'];
    if (input.lines.length > 0) errors.lines = ['lines_per_parcel'];
    if (input.parcels.length < MIN_BULK_PARCELS) errors.parcels = ['bulk_parcels_required'];
    if (Object.keys(errors).length > 0) throw invalid(errors);
    return;
  }
  if (input.parcels.length > 0) throw invalid({ parcels: ['parcels_only_bulk'] });
  if (input.lines.length === 0) throw invalid({ lines: ['add_items'] }, 'required_fields');
}

/** A shipment priced by one leg, delivered to one recipient. */
const single = (leg: Leg): PricePlan => ({
  delivery_type: leg.delivery_type,
  main: leg,
  domestic: [],
  handling: 0,
  deliveries: 1,
});

/** Bulk: the master box to the US warehouse, then each parcel to its own US recipient. */
function planBulk(input: ShipmentCreateInput, p: Parties): PricePlan {
  senderIn(p, 'UA');
  p.parcelRecipients.forEach(recipientInUs);
  const deliveryType = input.delivery_type ?? BULK_MASTER_DELIVERY_TYPE;
  return {
    delivery_type: deliveryType,
    main: { from_country: 'UA', to_country: 'US', to_state: null, delivery_type: deliveryType },
    // client_bulk_consolidated buys its parcels' last legs later, at the US warehouse.
    domestic:
      input.type === 'client_bulk'
        ? input.parcels.map((parcel, i) => ({ to_state: p.parcelRecipients[i]!.state, box: parcel.box }))
        : [],
    handling: BULK_HANDLING_PER_PARCEL_MINOR * input.parcels.length,
    deliveries: input.parcels.length,
  };
}

/**
 * Each creatable type's route rules (§5, §6, docs/shipments.md "Types") and the legs its price is made of.
 * Throws the rule's code: 400 for a missing field, 422 for a route the type does not take.
 */
export function planShipment(input: ShipmentCreateInput, p: Parties): PricePlan {
  checkShape(input);
  switch (input.type) {
    case 'direct': {
      senderIn(p, 'UA');
      const to = recipientOf(p);
      return single({
        from_country: 'UA',
        to_country: to.country,
        to_state: stateOf(to),
        delivery_type: deliveryTypeOf(input),
      });
    }
    case 'postcard': {
      senderIn(p, 'UA');
      const to = recipientOf(p);
      if (to.country !== 'US' || POSTCARD_EXCLUDED_STATES.has(to.state)) throw new AppError(422, 'postcard_us_only');
      return single({
        from_country: 'UA',
        to_country: 'US',
        to_state: to.state,
        delivery_type: impliedDeliveryType.postcard!,
      });
    }
    case 'consolidation': {
      senderIn(p, 'UA');
      const to = recipientOf(p);
      recipientInUs(to);
      return single({ from_country: 'UA', to_country: 'US', to_state: to.state, delivery_type: deliveryTypeOf(input) });
    }
    case 'client_bulk':
    case 'client_bulk_consolidated':
      return planBulk(input, p);
    case 'usa_domestic': {
      senderIn(p, 'US');
      const to = recipientOf(p);
      recipientInUs(to);
      return single({
        from_country: 'US',
        to_country: to.country,
        to_state: to.state,
        delivery_type: deliveryTypeOf(input),
      });
    }
    case 'consolidation_usa': {
      // Global forward leaves the US: priced by the tariff of the destination's zone.
      const to = recipientOf(p);
      if (inUsArea(to.country)) throw new AppError(422, 'global_forward_abroad_only');
      return single({
        from_country: 'UA',
        to_country: to.country,
        to_state: null,
        delivery_type: deliveryTypeOf(input),
      });
    }
    case 'consolidated_from_sender': {
      recipientInUs(recipientOf(p));
      return { delivery_type: null, main: null, domestic: [], handling: SENDER_CONSOLIDATION_FEE_MINOR, deliveries: 1 };
    }
    case 'return_label': {
      // The buyer (a recipient entry) sends the parcel back to our US warehouse.
      const buyer = recipientOf(p);
      recipientInUs(buyer);
      return single({
        from_country: 'US',
        to_country: buyer.country,
        to_state: buyer.state,
        delivery_type: deliveryTypeOf(input),
      });
    }
  }
}
