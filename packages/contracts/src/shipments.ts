import { z } from 'zod';
import { TEXT_LIMITS } from './limits.ts';
import { addressSchema } from './addresses.ts';
import { idParamsSchema, idSchema, isoDateSchema, okSchema, pageInfoSchema, pageQuerySchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { moneySchema } from './money.ts';
import { deliveryTypeSchema, type DeliveryType } from './tariffs.ts';
import { deliveryStatuses, shipmentStatusSchema } from './shipment-statuses.ts';
import { shipmentTypeSchema, type CreatableShipmentType } from './shipment-types.ts';
import { handoverMethods, parcelBoxSchema, shipmentCreateBodySchema } from './shipment-create.ts';

// Types, the create body, statuses and their state machine, and the documents' request bodies live in their own
// files; this module stays the one place the app imports shipment shapes from.
export * from './shipment-types.ts';
export * from './shipment-create.ts';
export * from './shipment-statuses.ts';
export * from './shipment-documents.ts';

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
/**
 * What the seller has to do: hand the parcel over, pay a re-quote's difference, buy the last leg, confirm the address,
 * or (`fix_delivery`) choose another delivery type for a parcel that, as measured, its type does not take (issue 23).
 */
export const pendingActions = ['hand_over', 'pay_difference', 'buy_label', 'confirm_address', 'fix_delivery'] as const;
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
  /**
   * Why the measured parcel fits its delivery type no more (a tariffs exclusion reason: `over_max_weight`,
   * `express_box_too_small`, …), while `pending_action` is `fix_delivery`; null otherwise.
   */
  delivery_problem: z.string().nullable(),
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
  /** While the shipment is frozen: why, in the operator's words (the note of the freeze); null otherwise. */
  frozen_reason: z.string().nullable(),
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
  date_from: isoDateSchema().optional(),
  date_to: isoDateSchema().optional(),
  search: z.string().trim().max(TEXT_LIMITS.name).optional(),
  /** Only what waits for the seller (/shipments/process). */
  pending: z.enum(['true', 'false']).optional(),
});
export type ShipmentListQuery = z.infer<typeof shipmentListQuerySchema>;

export const shipmentListSchema = pageInfoSchema.extend({ shipments: z.array(shipmentSchema) });
export type ShipmentList = z.infer<typeof shipmentListSchema>;

export const shipmentIdParamsSchema = idParamsSchema;
export const shipmentIdBodySchema = z.strictObject({ shipment_id: idSchema });

/** GET /shipping/parcel_products/{id}: the parcel's customs lines (a bulk master box: those of all its parcels). */
export const parcelProductsSchema = z.object({ products: z.array(shipmentLineSchema) });

/** The §5 errors of POST /shipping/shipment that carry more than a code: what the form shows beside the message. */
export const customsShortfallErrorSchema = z.object({ difference: moneySchema, customs_value: moneySchema });

/** GET /shipping/get_shipment_statuses */
export const shipmentStatusListSchema = z.object({
  statuses: z.array(z.object({ value: shipmentStatusSchema, label: z.string(), color: z.string() })),
});

/** Operators: receive at a warehouse (measured weight and sides; a re-quote when they differ), or move. */
export const receiveBodySchema = parcelBoxSchema.extend({
  note: z.string().trim().max(TEXT_LIMITS.description).optional().default(''),
});
export const transitionBodySchema = z.strictObject({
  to: shipmentStatusSchema,
  note: z.string().trim().max(TEXT_LIMITS.description).optional().default(''),
});

/** The delivery type a type implies, when it has only one. */
export const impliedDeliveryType: Partial<Record<CreatableShipmentType, DeliveryType>> = { postcard: 'postcard' };

/** §7 "Shipping" for the seller: statuses, quote, create, list, detail, delete, products (docs/shipments.md). */
export const shipmentsApi = {
  /** Every status with its label in the caller's language and its colour. */
  statuses: endpoint({
    method: 'GET',
    path: '/shipping/get_shipment_statuses',
    response: shipmentStatusListSchema,
    permission: 'shipments.read',
    tags: ['shipments'],
  }),
  /** The price and the §5 confirmations the seller will be asked for (422 no_rates_found with the reasons). */
  quote: endpoint({
    method: 'POST',
    path: '/shipping/shipment/quote',
    body: shipmentCreateBodySchema,
    response: shipmentQuoteSchema,
    permission: 'shipments.write',
    tags: ['shipments'],
  }),
  /**
   * Holds the price on the balance (422 insufficient_funds, a §5 confirmation not given; 409 price_changed since the
   * quote, shipment_already_created for an order shipped before).
   */
  create: endpoint({
    method: 'POST',
    path: '/shipping/shipment',
    body: shipmentCreateBodySchema,
    response: shipmentCreatedSchema,
    status: 201,
    idempotent: true,
    permission: 'shipments.write',
    tags: ['shipments'],
  }),
  /** Filtered and paged on the server, newest first. */
  list: endpoint({
    method: 'GET',
    path: '/shipping/shipment',
    query: shipmentListQuerySchema,
    response: shipmentListSchema,
    permission: 'shipments.read',
    tags: ['shipments'],
  }),
  /** The shipment, its lines, timeline, price breakdown and (bulk) parcels (404 another account's). */
  detail: endpoint({
    method: 'GET',
    path: '/shipping/shipment/:id',
    params: shipmentIdParamsSchema,
    response: shipmentDetailSchema,
    permission: 'shipments.read',
    tags: ['shipments'],
  }),
  /** Only a `customer_created` shipment; releases its hold (409 shipment_not_deletable). */
  remove: endpoint({
    method: 'DELETE',
    path: '/shipping/shipment',
    body: shipmentIdBodySchema,
    response: okSchema,
    permission: 'shipments.write',
    tags: ['shipments'],
  }),
  /** The parcel's customs lines, as the warehouse sees them. */
  products: endpoint({
    method: 'GET',
    path: '/shipping/parcel_products/:id',
    params: shipmentIdParamsSchema,
    response: parcelProductsSchema,
    permission: 'shipments.read',
    tags: ['shipments'],
  }),
};
