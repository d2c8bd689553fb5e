import type { DeliveryType } from '@cabinet/contracts/tariffs';
import type { QuoteInput, QuoteResult } from '../../modules/tariffs/quote.ts';

export type CarrierQuoteRequest = QuoteInput;
export type CarrierQuote = QuoteResult;

export interface LabelRequest {
  /** Our shipment's id: the sandbox derives the tracking serial from it, so it is unique and stable. */
  shipment_id: number;
  delivery_type: DeliveryType;
  to_country: string;
}

export interface IssuedLabel {
  tracking_number: string;
  carrier: string;
}

/** Rates, labels and tracking numbers (ARCHITECTURE §6). */
export interface CarriersProvider {
  readonly name: 'sandbox';
  /** Every applicable delivery type for a parcel (or only `delivery_type`), cheapest first, with delivery days. */
  quote(request: CarrierQuoteRequest): Promise<CarrierQuote>;
  /** Registers a shipment with the carrier: a well-formed tracking number (UPU S10). */
  issueLabel(request: LabelRequest): Promise<IssuedLabel>;
}
