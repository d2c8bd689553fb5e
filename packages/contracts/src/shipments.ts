import { z } from 'zod';
import { addressSchema, LATIN_TEXT } from './addresses.ts';
import { idParamsSchema, pageInfoSchema, pageQuerySchema } from './common.ts';
import { moneySchema } from './money.ts';
import { deliveryTypeSchema, sideCmSchema, weightKgSchema, type DeliveryType } from './tariffs.ts';
import { deliveryStatuses, shipmentStatusSchema } from './shipment-statuses.ts';

// Statuses and their state machine, and the documents' request bodies, live in their own files; this module
// stays the one place the app imports shipment shapes from.
export * from './shipment-statuses.ts';
export * from './shipment-documents.ts';

/** §3 Shipment types. */
export const shipmentTypes = [
  'direct',
  'svh',
  'usa_domestic',
  'consolidation_usa',
  'consolidated_from_sender',
  'return_label',
  'consolidation',
  'agent_shipping',
  'client_bulk',
  'client_bulk_consolidated',
  'postcard',
] as const;
export type ShipmentType = (typeof shipmentTypes)[number];
export const shipmentTypeSchema = z.enum(shipmentTypes);

/**
 * The types a seller creates (issue 5). `svh` (customs warehouse) and `agent_shipping` (agent sales) are made by
 * operators and other features. Express is a `direct` shipment with the `express` delivery type.
 * `consolidation_usa` needs the user var ECOM_GF = 1, `consolidated_from_sender` CUSTOMER_DHL_ENABLE ≠ 0 (§6).
 */
export const creatableShipmentTypes = [
  'direct',
  'consolidation',
  'client_bulk',
  'client_bulk_consolidated',
  'postcard',
  'usa_domestic',
  'consolidation_usa',
  'consolidated_from_sender',
  'return_label',
] as const satisfies readonly ShipmentType[];
export type CreatableShipmentType = (typeof creatableShipmentTypes)[number];

/** Bulk types: one master box to the US warehouse holding several parcels, each with its own recipient. */
export const bulkShipmentTypes = ['client_bulk', 'client_bulk_consolidated'] as const satisfies readonly ShipmentType[];
export const isBulkType = (t: ShipmentType) => (bulkShipmentTypes as readonly string[]).includes(t);

/**
 * Types whose last leg (the US warehouse → the buyer) is bought later, once the box is at the US warehouse:
 * POST /shipping/rates/consolidation, then /shipping/label/consolidation (they appear in /shipments/process).
 */
export const laterLabelTypes = [
  'consolidation',
  'client_bulk_consolidated',
  'consolidated_from_sender',
] as const satisfies readonly ShipmentType[];
export const needsLaterLabel = (t: ShipmentType) => (laterLabelTypes as readonly string[]).includes(t);

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
const unitValue = z
  .string()
  .trim()
  .regex(/^\d{1,6}(\.\d{1,2})?$/, 'invalid_amount')
  .refine((v) => Number(v) > 0, 'amount_not_positive');

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
  recipient_id: z.number().int().positive(),
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
  sender_id: z.number().int().positive(),
  /** Not for bulk types (each parcel names its own). */
  recipient_id: z.number().int().positive().optional(),
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

/** What a shipment costs, item by item (the quote and the shipment's price). */
export const priceBreakdownSchema = z.object({
  delivery_type: deliveryTypeSchema.nullable(),
  chargeable_weight_g: z.number().int(),
  lines: z.array(
    z.object({ code: z.enum(['delivery', 'domestic_leg', 'insurance', 'to_hands', 'handling']), price: moneySchema }),
  ),
  total: moneySchema,
  delivery_days: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
});
export type PriceBreakdown = z.infer<typeof priceBreakdownSchema>;

/** POST /shipping/shipment/quote: the price, and the §5 confirmations the seller will be asked for. */
export const shipmentQuoteSchema = z.object({
  price: priceBreakdownSchema,
  customs_value: moneySchema,
  /** Order total minus customs value, when the customs value is lower (§5). */
  customs_value_shortfall: moneySchema.nullable(),
  needs_confirmation: z.array(z.enum(['low_customs_value', 'no_track'])),
});
export type ShipmentQuote = z.infer<typeof shipmentQuoteSchema>;

export const shipmentLineSchema = z.object({
  id: z.number().int(),
  name_ua: z.string(),
  name_en: z.string(),
  quantity: z.number().int(),
  unit_value: moneySchema,
  hs_code: z.string(),
  sku: z.string(),
});
export type ShipmentLine = z.infer<typeof shipmentLineSchema>;

/** A snapshot of an address-book entry, taken when the shipment is created (later edits do not move parcels). */
export const shipmentPartySchema = addressSchema.pick({
  variation_type: true,
  company_name: true,
  first_name: true,
  last_name: true,
  country: true,
  state: true,
  city: true,
  zip: true,
  address_line1: true,
  address_line2: true,
  phone: true,
  email: true,
});
export type ShipmentParty = z.infer<typeof shipmentPartySchema>;

/** What the price held at creation became. `due`: a re-quote at the warehouse is higher than the hold. */
export const paymentStates = ['held', 'charged', 'released', 'due'] as const;
export type PaymentState = (typeof paymentStates)[number];

/** Why a shipment appears in /shipments/process. */
export const pendingActions = ['hand_over', 'pay_difference', 'buy_label', 'confirm_address'] as const;
export type PendingAction = (typeof pendingActions)[number];

export const shipmentSchema = z.object({
  id: z.number().int(),
  /** Printed on stickers and encoded in their barcode: "SC" + 8 digits. */
  number: z.string(),
  type: shipmentTypeSchema,
  delivery_type: deliveryTypeSchema.nullable(),
  status: shipmentStatusSchema,
  status_color: z.string(),
  status_changed_at: z.string(),
  delivery_status: z.enum(deliveryStatuses),
  /** The carrier's tracking number (UPU S10), once the label is issued. */
  track_number: z.string().nullable(),
  /** Internal track (TTN) of the national-post leg to our warehouse; none when the seller brings the parcel. */
  internal_track: z.string().nullable(),
  handover: z.enum(handoverMethods),
  sender: shipmentPartySchema,
  recipient: shipmentPartySchema.nullable(),
  order_number: z.string(),
  /** Declared sizes; `measured_*` are the warehouse's, once received. */
  dimensions: z.object({ length_cm: z.number(), width_cm: z.number(), height_cm: z.number() }),
  fact_weight_g: z.number().int(),
  dimensional_weight_g: z.number().int(),
  measured: z
    .object({ weight_g: z.number().int(), length_cm: z.number(), width_cm: z.number(), height_cm: z.number() })
    .nullable(),
  customs_value: moneySchema,
  insurance: moneySchema.nullable(),
  to_hands: z.boolean(),
  tags: z.array(z.string()),
  /** §3 "invoices": proof-of-value files. */
  proof_files: z.array(z.object({ filename: z.string(), original_name: z.string() })),
  /** A one-line summary of the lines, for lists. */
  content: z.string(),
  price: moneySchema,
  payment_state: z.enum(paymentStates),
  /** What is still owed after a re-quote (payment_state `due`). */
  amount_due: moneySchema.nullable(),
  pending_action: z.enum(pendingActions).nullable(),
  parent_id: z.number().int().nullable(),
  parcels_count: z.number().int(),
  can_delete: z.boolean(),
  created_at: z.string(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

export const shipmentEventSchema = z.object({
  id: z.number().int(),
  status: shipmentStatusSchema,
  /** Free text from the operator, or a code of ours (`requoted`, `label_bought`, …). */
  note: z.string(),
  at: z.string(),
});
export type ShipmentEvent = z.infer<typeof shipmentEventSchema>;

export const shipmentDetailSchema = z.object({
  shipment: shipmentSchema,
  lines: z.array(shipmentLineSchema),
  events: z.array(shipmentEventSchema),
  price_breakdown: priceBreakdownSchema,
  /** Bulk: the parcels inside. */
  parcels: z.array(shipmentSchema),
});
export type ShipmentDetail = z.infer<typeof shipmentDetailSchema>;

/** POST /shipping/shipment → 201. */
export const shipmentCreatedSchema = z.object({ shipment: shipmentSchema });

/**
 * GET /shipping/shipment: server-side filters. `search` matches the number, the track, the internal track (TTN) or
 * the recipient's name. Dates are YYYY-MM-DD (§5), inclusive, by creation date (Kyiv time).
 */
export const shipmentListQuerySchema = pageQuerySchema.extend({
  status: shipmentStatusSchema.optional(),
  type: shipmentTypeSchema.optional(),
  date_from: z.iso.date().optional(),
  date_to: z.iso.date().optional(),
  search: z.string().trim().max(100).optional(),
  /** Only what waits for the seller (/shipments/process). */
  pending: z.enum(['true', 'false']).optional(),
});
export type ShipmentListQuery = z.infer<typeof shipmentListQuerySchema>;

export const shipmentListSchema = pageInfoSchema.extend({ shipments: z.array(shipmentSchema) });
export type ShipmentList = z.infer<typeof shipmentListSchema>;

export const shipmentIdParamsSchema = idParamsSchema;
export const shipmentIdBodySchema = z.strictObject({ shipment_id: z.number().int().positive() });

/** GET /shipping/parcel_products/{id}: the parcel's customs lines (a bulk master box: those of all its parcels). */
export const parcelProductsSchema = z.object({ products: z.array(shipmentLineSchema) });

/** The §5 errors of POST /shipping/shipment that carry more than a code: what the form shows beside the message. */
export const customsShortfallErrorSchema = z.object({ difference: moneySchema, customs_value: moneySchema });

/** GET /shipping/get_shipment_statuses */
export const shipmentStatusListSchema = z.object({
  statuses: z.array(z.object({ value: shipmentStatusSchema, label: z.string(), color: z.string() })),
});

/** Operators: receive at a warehouse (measured weight and sides; a re-quote when they differ), or move. */
export const receiveBodySchema = parcelBoxSchema.extend({ note: z.string().trim().max(500).optional().default('') });
export const transitionBodySchema = z.strictObject({
  to: shipmentStatusSchema,
  note: z.string().trim().max(500).optional().default(''),
});

/** The delivery type a type implies, when it has only one. */
export const impliedDeliveryType: Partial<Record<CreatableShipmentType, DeliveryType>> = { postcard: 'postcard' };
