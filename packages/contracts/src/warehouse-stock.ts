import { z } from 'zod';
import { TEXT_LIMITS } from './limits.ts';
import { idParamsSchema, idQuerySchema, pageInfoSchema, pageQuerySchema, personSchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { moneySchema } from './money.ts';
import { sellerRefSchema } from './sellers.ts';
import { shipmentStatusSchema } from './shipment-statuses.ts';
import { shipmentOwnerSchema } from './shipments-ops.ts';

/** §4 Stock: a stock item's state. Blocked and frozen stock cannot be shipped or disposed of by the seller. */
export const stockStates = ['unblocked', 'blocked', 'frozen'] as const;
export type StockState = (typeof stockStates)[number];
export const stockStateSchema = z.enum(stockStates);

/** Badge colours of the states (seller and operator pages). */
export const stockStateColors: Record<StockState, string> = { unblocked: 'green', blocked: 'red', frozen: 'cyan' };

/** §4: where the units are — at the warehouse, or announced and travelling to it. */
export const stockPlaces = ['in_stock', 'on_the_way'] as const;
export type StockPlace = (typeof stockPlaces)[number];
export const stockPlaceSchema = z.enum(stockPlaces);

/** Why a stock item's quantities changed (the `stock_movements` journal). */
export const stockMovementReasons = [
  'inbound_expected',
  'received',
  'adjustment',
  'shipped',
  'disposed',
  'return_restock',
] as const;
export type StockMovementReason = (typeof stockMovementReasons)[number];
export const stockMovementReasonSchema = z.enum(stockMovementReasons);

/** GET /warehouse/get_all_products (and GET /warehouse): the seller's stock, filtered, 20 a page by default. */
export const stockListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(TEXT_LIMITS.short_text).optional(),
  state: stockStateSchema.optional(),
  place: stockPlaceSchema.optional(),
  category_id: idQuerySchema.optional(),
  /** Only these products ("1,2,3"): the shipment form fetches the rows a double-click added (§9). */
  ids: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,49}$/, 'invalid_format')
    .transform((text) => text.split(',').map(Number))
    .optional(),
});
export type StockListQuery = z.input<typeof stockListQuerySchema>;

/**
 * One product's stock. `id` is the product's id. `reserved` counts units in disposal requests not yet completed;
 * `available` is what the seller may still ship or dispose of: in stock minus reserved, and 0 unless unblocked.
 */
export const stockProductSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  title_uk: z.string(),
  title_en: z.string(),
  thumb_url: z.string().nullable(),
  hs_code: z.string().nullable(),
  cost: moneySchema,
  in_stock: z.number().int(),
  on_the_way: z.number().int(),
  reserved: z.number().int(),
  available: z.number().int(),
  state: stockStateSchema,
  state_reason: z.string(),
  updated_at: z.string(),
});
export type StockProduct = z.infer<typeof stockProductSchema>;
export const stockListSchema = pageInfoSchema.extend({ products: z.array(stockProductSchema) });
export type StockList = z.infer<typeof stockListSchema>;

/** The operator's view of a stock item: the seller's one plus whose it is. */
export const opsStockProductSchema = stockProductSchema.extend({
  account_id: z.number().int(),
  /** By name and e-mail. */
  seller: sellerRefSchema,
});
export type OpsStockProduct = z.infer<typeof opsStockProductSchema>;
export const opsStockListSchema = pageInfoSchema.extend({ products: z.array(opsStockProductSchema) });
export type OpsStockList = z.infer<typeof opsStockListSchema>;
export const opsStockListQuerySchema = stockListQuerySchema.extend({
  account_id: idQuerySchema.optional(),
});

/** One row of the journal of a product's stock. */
export const stockMovementSchema = z.object({
  id: z.number().int(),
  in_stock_delta: z.number().int(),
  on_the_way_delta: z.number().int(),
  reason: stockMovementReasonSchema,
  note: z.string(),
  shipment_number: z.string().nullable(),
  disposal_id: z.number().int().nullable(),
  created_at: z.string(),
  /** The operator who made the change (a count, a receipt, a correction); null for the seller's or the system's. */
  operator: personSchema.nullable(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;
export const stockMovementListSchema = pageInfoSchema.extend({ movements: z.array(stockMovementSchema) });
export type StockMovementList = z.infer<typeof stockMovementListSchema>;

const reasonSchema = z.string().trim().min(3).max(TEXT_LIMITS.description);

/** POST /ops/warehouse/stock/{productId}/adjust: a counted correction of what is in stock; the reason is required. */
export const stockAdjustBodySchema = z.strictObject({
  in_stock_delta: z
    .number()
    .int()
    .min(-1_000_000)
    .max(1_000_000)
    .refine((n) => n !== 0, 'invalid_value'),
  reason: reasonSchema,
});
export type StockAdjustBody = z.input<typeof stockAdjustBodySchema>;

/** POST /ops/warehouse/stock/{productId}/state: block, freeze or unblock, always with a reason. */
export const stockStateBodySchema = z.strictObject({ state: stockStateSchema, reason: reasonSchema });
export type StockStateBody = z.input<typeof stockStateBodySchema>;

/**
 * GET /ops/warehouse/inbound?number=: a shipment bound for the US warehouse and what it should bring, by any number
 * its parcel carries — ours (SC00000042, a bulk parcel's leading to its box), the carrier's track or the TTN.
 */
export const inboundQuerySchema = z.object({ number: z.string().trim().min(1).max(40) });
export const inboundLineSchema = z.object({
  product_id: z.number().int(),
  sku: z.string(),
  title_en: z.string(),
  title_uk: z.string(),
  expected: z.number().int(),
  received: z.number().int(),
});
export type InboundLine = z.infer<typeof inboundLineSchema>;
export const inboundShipmentSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  type: z.string(),
  status: shipmentStatusSchema,
  account_id: z.number().int(),
  /** Whose goods they are, by name and e-mail. */
  owner: shipmentOwnerSchema,
  /** The goods are at the US warehouse (`in_transit_warehouse`) and not counted yet: only then may they be received. */
  receivable: z.boolean(),
  /** Set once the warehouse counted it: a shipment is received once, shortages and surpluses noted then. */
  received_at: z.string().nullable(),
  /** Lines whose SKU matches none of the seller's products (counted only by hand, never turned into products). */
  unknown_skus: z.array(z.string()),
  lines: z.array(inboundLineSchema),
});
export type InboundShipment = z.infer<typeof inboundShipmentSchema>;

/** POST /ops/warehouse/inbound/{shipmentId}/receive: what the warehouse counted, by SKU (0 for a missing item). */
export const inboundReceiveBodySchema = z.strictObject({
  items: z
    .array(z.strictObject({ sku: z.string().trim().min(1).max(64), quantity: z.number().int().min(0).max(1_000_000) }))
    .min(1)
    .max(200),
  note: z.string().trim().max(TEXT_LIMITS.description).default(''),
});
export type InboundReceiveBody = z.input<typeof inboundReceiveBodySchema>;

/** Shipment types that bring goods to our US warehouse, where their SKU lines become stock on the way. */
export const usWarehouseInboundTypes = [
  'consolidation',
  'client_bulk',
  'client_bulk_consolidated',
  'svh',
  'consolidated_from_sender',
] as const;

/** The seller's stock at the US warehouse. */
const stockList = {
  query: stockListQuerySchema,
  response: stockListSchema,
  permission: 'warehouse.read',
  tags: ['warehouse'],
} as const;

/** §7 `GET /warehouse/get_all_products` and its alias `GET /warehouse`. */
export const stockApi = {
  /** The seller's stock by SKU, filtered; `ids` fetches given products (the shipment form). */
  list: endpoint({ method: 'GET', path: '/warehouse/get_all_products', ...stockList }),
  /** The same list under §7's shorter name. */
  listAlias: endpoint({ method: 'GET', path: '/warehouse', ...stockList }),
};

/** The back office's warehouse desk: stock of every account, adjustments, states, journals, inbound receipts. */
export const opsStockApi = {
  /** Every account's stock, filtered (also by `account_id`). */
  list: endpoint({
    method: 'GET',
    path: '/ops/warehouse/stock',
    query: opsStockListQuerySchema,
    response: opsStockListSchema,
    access: 'operator',
    opsRole: 'warehouse',
    tags: ['ops'],
  }),
  /** One stock item (404 for an unknown product). */
  get: endpoint({
    method: 'GET',
    path: '/ops/warehouse/stock/:id',
    params: idParamsSchema,
    response: opsStockProductSchema,
    access: 'operator',
    opsRole: 'warehouse',
    tags: ['ops'],
  }),
  /** The journal of one product's stock, newest first. */
  movements: endpoint({
    method: 'GET',
    path: '/ops/warehouse/stock/:id/movements',
    params: idParamsSchema,
    query: pageQuerySchema,
    response: stockMovementListSchema,
    access: 'operator',
    opsRole: 'warehouse',
    tags: ['ops'],
  }),
  /** A counted correction with a reason, never below zero (Idempotency-Key accepted). */
  adjust: endpoint({
    method: 'POST',
    path: '/ops/warehouse/stock/:id/adjust',
    audit: 'stock_adjusted',
    params: idParamsSchema,
    body: stockAdjustBodySchema,
    response: opsStockProductSchema,
    idempotent: true,
    access: 'operator',
    opsRole: 'warehouse',
    tags: ['ops'],
  }),
  /** Block, freeze or unblock, with a reason the seller sees. */
  state: endpoint({
    method: 'POST',
    path: '/ops/warehouse/stock/:id/state',
    audit: 'stock_state_changed',
    params: idParamsSchema,
    body: stockStateBodySchema,
    response: opsStockProductSchema,
    access: 'operator',
    opsRole: 'warehouse',
    tags: ['ops'],
  }),
  /** A shipment bound for the US warehouse by any number of its parcel (404 `inbound_not_found`). */
  inbound: endpoint({
    method: 'GET',
    path: '/ops/warehouse/inbound',
    query: inboundQuerySchema,
    response: inboundShipmentSchema,
    access: 'operator',
    opsRole: 'warehouse',
    tags: ['ops'],
  }),
  /**
   * What the warehouse counted: 409 `inbound_not_at_warehouse`, 409 `inbound_already_received`, 400
   * `cannot_create_products_in_stock` for a SKU outside the seller's catalogue.
   */
  receive: endpoint({
    method: 'POST',
    path: '/ops/warehouse/inbound/:id/receive',
    audit: 'inbound_received',
    params: idParamsSchema,
    body: inboundReceiveBodySchema,
    response: inboundShipmentSchema,
    access: 'operator',
    opsRole: 'warehouse',
    tags: ['ops'],
  }),
};
