import { z } from 'zod';
import { TEXT_LIMITS } from './limits.ts';
import { pageInfoSchema, pageQuerySchema } from './common.ts';
import { moneySchema } from './money.ts';
import { shipmentDetailSchema, shipmentSchema, shipmentStatusSchema, shipmentTypeSchema } from './shipments.ts';
import { deliveryTypeSchema } from './tariffs.ts';

/**
 * The operators' shipment desk (/ops/shipments) and the seller's follow-ups after creation: paying a re-quote's
 * difference, the consolidation label, the documents price. The state machine itself is in `shipments.ts`.
 */

/** GET /ops/shipments: every account's shipments; `search` as the seller's list (number, tracks, recipient). */
export const opsShipmentListQuerySchema = pageQuerySchema.extend({
  status: shipmentStatusSchema.optional(),
  type: shipmentTypeSchema.optional(),
  search: z.string().trim().max(TEXT_LIMITS.name).optional(),
});
export type OpsShipmentListQuery = z.infer<typeof opsShipmentListQuerySchema>;

/** Whose shipment it is, for the operator. */
export const shipmentOwnerSchema = z.object({
  account_id: z.number().int(),
  email: z.string(),
  name: z.string(),
});

export const opsShipmentSchema = shipmentSchema.extend({ owner: shipmentOwnerSchema });
export type OpsShipment = z.infer<typeof opsShipmentSchema>;

export const opsShipmentListSchema = pageInfoSchema.extend({ shipments: z.array(opsShipmentSchema) });
export type OpsShipmentList = z.infer<typeof opsShipmentListSchema>;

/**
 * GET /ops/shipments/{id}: the seller's detail plus what the operator may do now: `next` (the statuses a
 * transition may go to), `receive_to` (the warehouse a "receive" lands in, if any), `unfreeze_to` (when frozen).
 */
export const opsShipmentDetailSchema = shipmentDetailSchema.extend({
  owner: shipmentOwnerSchema,
  next: z.array(shipmentStatusSchema),
  receive_to: shipmentStatusSchema.nullable(),
  unfreeze_to: shipmentStatusSchema.nullable(),
});
export type OpsShipmentDetail = z.infer<typeof opsShipmentDetailSchema>;

export const freezeBodySchema = z.strictObject({
  note: z.string().trim().max(TEXT_LIMITS.description).optional().default(''),
});

/** The answer of every change: the shipment as it is now. */
export const shipmentResultSchema = z.object({ shipment: shipmentSchema });
export type ShipmentResult = z.infer<typeof shipmentResultSchema>;

/** POST /shipping/shipment/docs/price/: what the documents (the label) cost with that shipper. */
export const docsPriceSchema = z.object({
  shipper: deliveryTypeSchema,
  price: moneySchema,
  chargeable_weight_g: z.number().int(),
  delivery_days: z.object({ min: z.number().int(), max: z.number().int() }),
});
export type DocsPrice = z.infer<typeof docsPriceSchema>;
