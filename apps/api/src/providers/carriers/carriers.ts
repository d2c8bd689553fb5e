import type { Parcel } from '@cabinet/contracts/parcel';
import type { DeliveryType, ExclusionReason, TariffZone } from '@cabinet/contracts/tariffs';

/** What a carrier is asked to price. */
export interface QuoteInput {
  from_country: string;
  to_country: string;
  to_state: string | null;
  parcel: Parcel;
  /** Only this type, when given. */
  delivery_type?: DeliveryType;
  /** Price by the tariffs in force at this moment (when the seller paid, for a re-quote); now when absent. */
  at?: Date;
}

export interface PricedRate {
  delivery_type: DeliveryType;
  price: number;
  chargeable_weight_g: number;
  days_min: number;
  days_max: number;
}

/** The rates that apply (cheapest first) and why the other types do not. */
export interface QuoteResult {
  zone: TariffZone | null;
  chargeable_weight_g: number;
  rates: PricedRate[];
  excluded: Array<{ delivery_type: DeliveryType; reason: ExclusionReason }>;
}

export interface LabelRequest {
  /** Our shipment's id: the carrier's reference of the parcel, so asking again gets the same label. */
  shipment_id: number;
  delivery_type: DeliveryType;
  to_country: string;
}

export interface IssuedLabel {
  tracking_number: string;
  carrier: string;
}

/**
 * Rates, labels and tracking numbers (ARCHITECTURE §6). Quoting is ours (our tariff tables, handed in by the
 * composition root); labels are the carrier's, asked over its HTTP API (`carriers-api.ts`).
 */
export interface CarriersProvider {
  readonly name: 'sandbox' | 'live';
  /** Every applicable delivery type for a parcel (or only `delivery_type`), cheapest first, with delivery days. */
  quote(request: QuoteInput): Promise<QuoteResult>;
  /** Registers a shipment with the carrier: a well-formed tracking number (UPU S10). */
  issueLabel(request: LabelRequest): Promise<IssuedLabel>;
}
