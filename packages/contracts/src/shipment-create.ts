import { z } from 'zod';
import { idSchema } from './common.ts';
import { decimalAmountText } from './amount.ts';
import { LATIN_TEXT } from './addresses.ts';
import { deliveryTypeSchema, sideCmSchema, weightKgSchema, type DeliveryType } from './tariffs.ts';
import { creatableShipmentTypes } from './shipment-types.ts';

/** What a seller sends to create (or quote) a shipment: lines, boxes, bulk parcels, extras and their limits. */
/**
 * How the parcel reaches our Ukrainian warehouse. `office`: by a national-post office, which gives it an internal
 * track (TTN). `self`: the seller brings it — no internal track is assigned, which the seller confirms (§5).
 */
export const handoverMethods = ['office', 'self'] as const;
export type HandoverMethod = (typeof handoverMethods)[number];

/** Extra services and their prices (docs/shipments.md). */
export const INSURANCE_RATE_PERCENT = 1.5;
export const INSURANCE_MIN_MINOR = 100;
export const TO_HANDS_FEE_MINOR = 200;
/** Receiving and re-labelling a box the seller consolidated and sent by its own carrier. */
export const SENDER_CONSOLIDATION_FEE_MINOR = 300;
/** Opening a bulk master box at the US warehouse and handing each parcel to its domestic carrier, per parcel. */
export const BULK_HANDLING_PER_PARCEL_MINOR = 100;
/** A bulk master box travels to the US warehouse by this delivery type unless the seller names another. */
export const BULK_MASTER_DELIVERY_TYPE: DeliveryType = 'ground_combined';
/** A bulk shipment holds at least this many parcels (one parcel is an ordinary consolidation). */
export const MIN_BULK_PARCELS = 2;
/** §9 / §8: at most 5 invoice (proof-of-value) files. */
export const MAX_PROOF_FILES = 5;
export const MAX_LINES = 50;
export const MAX_BULK_PARCELS = 50;
export const MAX_TAGS = 10;

/** Customs codes: a 10-digit UKTVED leaf (§5 only selectable codes; the API also checks the classification). */
export const HS_CODE = /^\d{10}$/;

const latinText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'required')
    .max(max)
    .refine((v) => LATIN_TEXT.test(v), 'latin_only');

/** A customs value per unit in USD: "12.50". */
const unitValue = decimalAmountText({ integerDigits: 6 }).refine((v) => Number(v) > 0, 'amount_not_positive');

/** One parcel line (§3 content, `/shipping/parcel_products/{id}`): customs names in both languages (§5). */
export const shipmentLineInputSchema = z.strictObject({
  name_ua: z.string().trim().min(1, 'customs_name_both_languages').max(120),
  name_en: z
    .string()
    .trim()
    .min(1, 'customs_name_both_languages')
    .max(120)
    .refine((v) => LATIN_TEXT.test(v), 'latin_only'),
  quantity: z.number().int().min(1).max(9999),
  /** USD per unit. */
  unit_value: unitValue,
  hs_code: z.string().trim().regex(HS_CODE, 'invalid_hs_code'),
  sku: z
    .string()
    .trim()
    .max(60)
    .refine((v) => LATIN_TEXT.test(v), 'latin_only')
    .optional()
    .default(''),
});
export type ShipmentLineInput = z.input<typeof shipmentLineInputSchema>;

/** Kilograms with up to 3 decimals; centimetres with up to 1 decimal: the calculator's rules. */
const weightKg = weightKgSchema;
const sideCm = sideCmSchema;
export const parcelBoxSchema = z.strictObject({
  weight_kg: weightKg,
  length_cm: sideCm,
  width_cm: sideCm,
  height_cm: sideCm,
});
export type ParcelBox = z.infer<typeof parcelBoxSchema>;

/** A marketplace order number, as the marketplace prints it (Latin, §5 parcel fields). */
const orderNumber = z
  .string()
  .trim()
  .max(60)
  .refine((v) => LATIN_TEXT.test(v), 'latin_only')
  .optional()
  .default('');

/** A parcel inside a bulk shipment: its own recipient, lines and box. */
export const bulkParcelInputSchema = z.strictObject({
  recipient_id: idSchema,
  order_number: orderNumber,
  lines: z.array(shipmentLineInputSchema).min(1, 'add_items').max(MAX_LINES),
  box: parcelBoxSchema,
});

/**
 * POST /shipping/shipment (and /shipping/shipment/quote with the same body). Sender and recipient are address-book
 * ids (§5: an address must exist before a US parcel is created). The `confirm_*` flags answer §5's confirmations:
 * without them the server answers 422 with the code and what to show (the difference, the missing track).
 */
export const shipmentCreateBodySchema = z.strictObject({
  type: z.enum(creatableShipmentTypes),
  /** Required for every type but the bulk master and sender consolidation, whose legs are priced by rule. */
  delivery_type: deliveryTypeSchema.optional(),
  sender_id: idSchema,
  /** Not for bulk types (each parcel names its own). */
  recipient_id: idSchema.optional(),
  /** The marketplace order this parcel fulfils: a second shipment for it is refused (§5 double-shipment guard). */
  order_number: orderNumber,
  /** The order's total in USD, when known: a customs value below it needs `confirm_low_customs_value` (§5). */
  order_total: unitValue.optional(),
  handover: z.enum(handoverMethods).default('office'),
  box: parcelBoxSchema,
  lines: z.array(shipmentLineInputSchema).max(MAX_LINES).default([]),
  parcels: z.array(bulkParcelInputSchema).max(MAX_BULK_PARCELS).default([]),
  insurance: z.boolean().default(false),
  to_hands: z.boolean().default(false),
  tags: z.array(latinText(30)).max(MAX_TAGS).default([]),
  /** Filenames from POST /maintenance/upload: invoices, proof of value (express needs one, §5). */
  proof_files: z.array(z.string().min(1).max(200)).max(MAX_PROOF_FILES, 'too_many_files').default([]),
  /** The price the seller saw (USD): a different current price answers 409 `price_changed` with the new quote. */
  expected_price: unitValue.optional(),
  confirm_low_customs_value: z.boolean().default(false),
  confirm_no_track: z.boolean().default(false),
});
export type ShipmentCreateBody = z.input<typeof shipmentCreateBodySchema>;
export type ShipmentCreateInput = z.output<typeof shipmentCreateBodySchema>;
