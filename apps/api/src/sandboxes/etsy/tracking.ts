import { isCarrierSlug as isEtsyCarrierSlug } from './carriers.ts';
import type { Money as EtsyMoney } from './shop-receipt.ts';
import type { SandboxReceipt } from './receipts.ts';

/*
 * createReceiptShipment's rules: any carrier_name is accepted, but only a slug on Etsy's list gets its tracking shown
 * (an unknown one just marks the receipt shipped); US receipts over $10 and Indian ones need a tracking code unless a
 * note to the buyer goes with it; every successful call e-mails the buyer.
 */

export interface ShipmentInput {
  trackingCode: string;
  carrierName: string;
  sendBcc: boolean;
  noteToBuyer: string;
}

export function shipmentInputOf(source: unknown): ShipmentInput {
  const values = (source ?? {}) as Record<string, unknown>;
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string).trim() : '');
  return {
    trackingCode: text('tracking_code'),
    carrierName: text('carrier_name'),
    sendBcc: values.send_bcc === true,
    noteToBuyer: text('note_to_buyer'),
  };
}

/**
 * The body's optional fields of the 2026 definition (createReceiptShipment): accepted when null or of their declared
 * type, and otherwise unused here (they feed Etsy's label reporting).
 */
const OPTIONAL_FIELDS: Record<string, 'string' | 'number' | 'array'> = {
  mail_class: 'string',
  weight: 'number',
  weight_units: 'string',
  length: 'number',
  width: 'number',
  height: 'number',
  dimension_units: 'string',
  shipping_label_cost: 'number',
  shipping_label_currency: 'string',
  revenue_eligibility: 'string',
  ship_from_country: 'string',
  ship_to_country: 'string',
  incoterm: 'string',
  customs_data: 'array',
  duty_amount: 'number',
  duty_currency: 'string',
  ship_date: 'string',
};

/** The first field of the body whose value is not of its declared type (Etsy's 400), or null. */
export function mistypedField(source: unknown): string | null {
  const values = (source ?? {}) as Record<string, unknown>;
  const typed: Record<string, 'string' | 'number' | 'array' | 'boolean'> = {
    tracking_code: 'string',
    carrier_name: 'string',
    send_bcc: 'boolean',
    note_to_buyer: 'string',
    ...OPTIONAL_FIELDS,
  };
  for (const [name, type] of Object.entries(typed)) {
    const value = values[name];
    if (value === undefined || (value === null && name in OPTIONAL_FIELDS)) continue;
    const ok =
      type === 'array' ? Array.isArray(value) : type === 'number' ? Number.isFinite(value) : typeof value === type;
    if (!ok) return name;
  }
  return null;
}

const dollars = (money: EtsyMoney) => money.amount / money.divisor;

/** Etsy's refusal of this shipment (its status and words), or null. */
export function shipmentRefusal(
  receipt: SandboxReceipt,
  input: ShipmentInput,
): { status: 400 | 409; error: string } | null {
  if (receipt.status === 'canceled') return { status: 400, error: 'Cannot submit tracking for a canceled receipt.' };
  // The current definition answers 409 for a conflict with the receipt's state: this track is already on it.
  if (input.trackingCode && receipt.shipments.some((s) => s.tracking_code === input.trackingCode)) {
    return { status: 409, error: `Tracking code ${input.trackingCode} has already been submitted for this receipt.` };
  }
  const trackingRequired =
    (receipt.country_iso === 'US' && receipt.grandtotal.currency_code === 'USD' && dollars(receipt.grandtotal) > 10) ||
    receipt.country_iso === 'IN';
  if (trackingRequired && !input.trackingCode && !input.noteToBuyer) {
    return { status: 400, error: 'A tracking number is required' };
  }
  return null;
}

/** The receipt after the shipment, and what Etsy did about it (the actions log). */
export function applyShipment(receipt: SandboxReceipt, input: ShipmentInput, at: Date) {
  const stamp = Math.floor(at.getTime() / 1000);
  const shipment = {
    receipt_shipping_id: receipt.receipt_id * 10 + receipt.shipments.length + 1,
    shipment_notification_timestamp: stamp,
    carrier_name: input.carrierName,
    tracking_code: input.trackingCode,
  };
  const updated: SandboxReceipt = {
    ...receipt,
    status: 'completed',
    is_shipped: true,
    update_timestamp: stamp,
    updated_timestamp: stamp,
    shipments: [...receipt.shipments, shipment],
    transactions: receipt.transactions.map((t) => ({ ...t, shipped_timestamp: stamp })),
  };
  const knownCarrier = isEtsyCarrierSlug(input.carrierName);
  return {
    receipt: updated,
    tracking: {
      receipt_shipping_id: shipment.receipt_shipping_id,
      tracking_code: input.trackingCode || null,
      carrier_name: input.carrierName || null,
      known_carrier: knownCarrier,
      note_to_buyer: input.noteToBuyer || null,
    },
    buyerEmail: {
      to: receipt.buyer_email,
      bcc_seller: input.sendBcc,
      // What the buyer's shipping notice shows: the track only for a carrier on Etsy's list.
      tracking_shown: knownCarrier && input.trackingCode !== '',
      tracking_code: input.trackingCode || null,
      note_to_buyer: input.noteToBuyer || null,
    },
  };
}

/** The receipt after the seller marked it shipped in Shop Manager with no tracking: shipped, no shipment record. */
export function markedShipped(receipt: SandboxReceipt, at: Date): SandboxReceipt {
  const stamp = Math.floor(at.getTime() / 1000);
  return {
    ...receipt,
    status: 'completed',
    is_shipped: true,
    update_timestamp: stamp,
    updated_timestamp: stamp,
    transactions: receipt.transactions.map((t) => ({ ...t, shipped_timestamp: stamp })),
  };
}
