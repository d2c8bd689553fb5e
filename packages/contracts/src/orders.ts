import type { Permission } from './permissions.ts';
import { z } from 'zod';
import { idParamsSchema, idQuerySchema, idSchema, isoDateSchema, pageInfoSchema, pageQuerySchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { orderTrackSchema, setTrackBodySchema } from './order-tracks.ts';
import { shopKindSchema } from './shops.ts';

/*
 * §2 /orders/{type}, /orders/{type}/{order_id}, §3 Order, §7 set_track and cancel (docs/orders.md): the orders our
 * import brought from the seller's shops, with the marketplace's own payload kept for support.
 */

export const orderStatuses = ['open', 'shipped', 'completed', 'cancelled'] as const;
export const orderPaymentStatuses = ['unpaid', 'paid', 'refunded', 'partially_refunded'] as const;
/** The seller's own pipeline (the CRM, free for 30 days). */
export const crmStatuses = ['new', 'in_work', 'packed', 'shipped', 'done', 'problem'] as const;
/**
 * Why an order no longer names its buyer: the marketplace told us to forget them (a privacy notice), or its data rules
 * let sellers keep a buyer's personal data only for a while after delivery and that time is over (Amazon).
 */
export const buyerErasures = ['notice', 'retention'] as const;
export type BuyerErasure = (typeof buyerErasures)[number];

/** An amount in the order's own currency (any ISO 4217: shops sell in CAD, AUD…), as a decimal string. */
export const orderMoneySchema = z.object({ amount: z.string(), currency: z.string() });
/**
 * An order's total in US dollars at the day's official (NBU) rates, and the rates' date, YYYY-MM-DD (docs/orders.md,
 * "Currencies"). A USD order's own total, with no date; null for a currency the rates do not carry (or while they
 * cannot be read): never a guessed figure.
 */
export const orderUsdSchema = z.object({ amount: z.string(), rate_date: z.string().nullable() }).nullable();

export const orderLineSchema = z.object({
  external_id: z.string(),
  sku: z.string().nullable(),
  title: z.string(),
  quantity: z.number().int(),
  price: orderMoneySchema,
  variation: z.string().nullable(),
  personalization: z.string().nullable(),
  /** The seller's product with this SKU, when there is one (customs lines come from it). */
  product_id: z.number().int().nullable(),
});

export const orderAddressSchema = z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  state: z.string().nullable(),
  zip: z.string(),
  country: z.string(),
  phone: z.string().nullable(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

export const orderSummarySchema = z.object({
  id: z.number().int(),
  kind: shopKindSchema,
  shop_id: z.number().int(),
  shop_name: z.string(),
  external_id: z.string(),
  /** The marketplace's order number. */
  number: z.string(),
  /** Ours, unique in the cabinet: "ET-000123". */
  internal_number: z.string(),
  status: z.enum(orderStatuses),
  payment_status: z.enum(orderPaymentStatuses),
  crm_status: z.enum(crmStatuses),
  ordered_at: z.string(),
  buyer_name: z.string().nullable(),
  /**
   * Set when the buyer was forgotten (docs/shops.md, "Buyers' personal data"), and why: their name, e-mail, note,
   * address and the raw answer are gone; the order's lines, money and tracks stay. null: the buyer is known.
   */
  buyer_erased: z.enum(buyerErasures).nullable(),
  /** The marketplace ships it from its own warehouse (Amazon FBA): the cabinet offers no shipment and no track. */
  fulfilled_by_marketplace: z.boolean(),
  /**
   * The buyer asked the marketplace to cancel and waits for the seller's answer there (eBay): bulk shipping leaves
   * the order out; the seller may still ship it alone, once they have declined.
   */
  cancel_requested: z.boolean(),
  country: z.string().nullable(),
  items_count: z.number().int(),
  /** What the seller is paid, in the order's currency (the shop's, or the marketplace's: docs/orders.md). */
  total: orderMoneySchema,
  total_usd: orderUsdSchema,
  /** The shipment made for this order, if any (§5: one only). */
  shipment: z.object({ id: z.number().int(), number: z.string(), status: z.string() }).nullable(),
  track: orderTrackSchema,
  tags: z.array(z.string()),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderSchema = orderSummarySchema.extend({
  updated_at: z.string(),
  buyer_email: z.string().nullable(),
  buyer_note: z.string().nullable(),
  seller_note: z.string(),
  ship_to: orderAddressSchema.nullable(),
  subtotal: orderMoneySchema,
  discount: orderMoneySchema,
  tax: orderMoneySchema,
  shipping: orderMoneySchema,
  /** null: the marketplace does not report fees on the order (Etsy, Amazon keep them in their ledgers). */
  fees: orderMoneySchema.nullable(),
  /**
   * What the buyer paid, when they paid in a currency other than the order's (Shopify's presentment money, eBay's
   * `convertedFrom…`, the market's buyer currency); null when they paid the total itself.
   */
  buyer_total: orderMoneySchema.nullable(),
  lines: z.array(orderLineSchema),
  /** The reasons this marketplace takes for a cancel; empty when it cannot cancel through its API (Etsy). */
  cancel_reasons: z.array(z.string()),
  /** The marketplace's own answer, as imported (support reads it). */
  raw: z.unknown(),
});
export type Order = z.infer<typeof orderSchema>;

const csv = <T extends z.ZodType>(item: T) =>
  z
    .union([z.array(item), item])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional();

export const orderListQuerySchema = pageQuerySchema.extend({
  kind: shopKindSchema.optional(),
  shop_id: idQuerySchema.optional(),
  status: csv(z.enum(orderStatuses)),
  payment_status: csv(z.enum(orderPaymentStatuses)),
  crm_status: csv(z.enum(crmStatuses)),
  /** Ordered on or after / on or before (the seller's calendar days, YYYY-MM-DD). */
  from: isoDateSchema().optional(),
  to: isoDateSchema().optional(),
  /** Order number, buyer, SKU or title. */
  q: z.string().trim().max(100).optional(),
  /** Only orders without a shipment yet. */
  unshipped: z.enum(['true', 'false']).optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;
export const orderListSchema = pageInfoSchema.extend({ items: z.array(orderSummarySchema) });

export const orderUpdateBodySchema = z.object({
  seller_note: z.string().max(2000).optional(),
  crm_status: z.enum(crmStatuses).optional(),
  tags: z.array(z.string().trim().min(1).max(30)).max(10).optional(),
});

export const cancelBodySchema = z.object({ reason: z.string().trim().min(1, 'required').max(60) });

/**
 * The shipment form, filled from the order (the recipient is saved to the address book). Lines whose SKU matches one
 * of the seller's products carry its customs names and code; the others carry the marketplace's title to complete.
 */
export const shipmentDraftSchema = z.object({
  order_id: z.number().int(),
  order_number: z.string(),
  recipient_id: z.number().int().nullable(),
  /** The order's total in USD (§5 asks to confirm a customs value below it); null when it cannot be converted. */
  order_total: z.string().nullable(),
  lines: z.array(
    z.object({
      product_id: z.number().int().nullable(),
      sku: z.string(),
      name_ua: z.string(),
      name_en: z.string(),
      quantity: z.number().int(),
      /** USD per unit: the product's customs value, else the order's price converted. */
      unit_value: z.string(),
      hs_code: z.string(),
    }),
  ),
});
export type ShipmentDraft = z.infer<typeof shipmentDraftSchema>;

/** Bulk shipping (§2): at most this many orders a go. */
export const MAX_BULK_ORDERS = 50;
export const bulkShipmentsBodySchema = z.object({
  order_ids: z.array(idSchema).min(1).max(MAX_BULK_ORDERS),
  /** §5: customs values below the orders' totals are confirmed for the whole batch. */
  confirm_low_customs_value: z.boolean().default(false),
});
export const bulkShipmentsResultSchema = z.object({
  results: z.array(
    z.object({
      order_id: z.number().int(),
      order_number: z.string(),
      /** Created: its id and number (print the stickers of these in one PDF). */
      shipment: z.object({ id: z.number().int(), number: z.string() }).nullable(),
      /** Not created: why, in the seller's language (the others went through). */
      error: z.object({ code: z.string(), message: z.string() }).nullable(),
    }),
  ),
});
export type BulkShipmentsResult = z.infer<typeof bulkShipmentsResultSchema>;

/** Shipping an order: creating shipments, reading the order's contents, and saving its buyer to the address book. */
export const SHIP_ORDERS = [
  'shipments.write',
  'integrations.read',
  'addresses.write',
] as const satisfies readonly Permission[];

export const ordersApi = {
  list: endpoint({
    method: 'GET',
    path: '/orders',
    query: orderListQuerySchema,
    response: orderListSchema,
    permission: 'integrations.read',
    tags: ['orders'],
  }),
  get: endpoint({
    method: 'GET',
    path: '/orders/:id',
    params: idParamsSchema,
    response: orderSchema,
    permission: 'integrations.read',
    tags: ['orders'],
  }),
  /** The seller's note, CRM status and tags (the last two while the CRM trial or subscription lasts). */
  update: endpoint({
    method: 'PATCH',
    path: '/orders/:id',
    params: idParamsSchema,
    body: orderUpdateBodySchema,
    response: orderSchema,
    permission: 'integrations.write',
    tags: ['orders'],
  }),
  /**
   * §7: pushes the track numbers to the marketplace, with the carrier in that marketplace's codes; with several
   * numbers, each goes with the lines of its own parcel (`packages`, order-tracks.ts).
   */
  setTrack: endpoint({
    method: 'PUT',
    path: '/orders/:id/set_track',
    params: idParamsSchema,
    body: setTrackBodySchema,
    response: orderSchema,
    permission: 'integrations.write',
    tags: ['orders'],
  }),
  /** §7: cancels the order at the marketplace, by its rules. */
  cancel: endpoint({
    method: 'PUT',
    path: '/orders/:id/cancel',
    params: idParamsSchema,
    body: cancelBodySchema,
    response: orderSchema,
    permission: 'integrations.write',
    tags: ['orders'],
  }),
  /**
   * Creates the shipments of several orders in one go, each with its shop's defaults (sender, type, box) and its own
   * recipient and lines; those that cannot be created say why and the rest go through. Safe to repeat: the §5 guard
   * answers an order that already has its shipment. It reads the orders and saves their buyers to the address book:
   * a member needs those rights as well as the shipments'.
   */
  bulkShipments: endpoint({
    method: 'POST',
    path: '/orders/bulk-shipments',
    body: bulkShipmentsBodySchema,
    response: bulkShipmentsResultSchema,
    permission: SHIP_ORDERS,
    tags: ['orders'],
  }),
  /**
   * What the shipment form is filled with for this order: its lines (the order's contents) and its buyer, saved to
   * the address book as the recipient — hence the orders' and the address book's rights besides the shipments'.
   */
  shipmentDraft: endpoint({
    method: 'POST',
    path: '/orders/:id/shipment-draft',
    params: idParamsSchema,
    response: shipmentDraftSchema,
    permission: SHIP_ORDERS,
    tags: ['orders'],
  }),
};

export * from './order-sales.ts';
