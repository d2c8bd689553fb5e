import { z } from 'zod';
import { TEXT_LIMITS } from './limits.ts';
import { idQuerySchema, idSchema, pageInfoSchema, pageQuerySchema, personSchema } from './common.ts';
import { sellerRefSchema } from './sellers.ts';
import { endpoint } from './endpoint.ts';
import {
  receiveBodySchema,
  shipmentDetailSchema,
  shipmentEventSchema,
  shipmentIdParamsSchema,
  shipmentSchema,
  shipmentStatusSchema,
  shipmentTypeSchema,
  transitionBodySchema,
} from './shipments.ts';

/**
 * The operators' shipment desk (/ops/shipments): find a parcel by any number, receive, move one or several, freeze.
 * The seller's follow-ups after creation are in `shipment-lifecycle.ts`; the state machine itself in `shipments.ts`.
 */

/** GET /ops/shipments: every account's shipments; `search` as the seller's list (number, tracks, recipient). */
export const opsShipmentListQuerySchema = pageQuerySchema.extend({
  status: shipmentStatusSchema.optional(),
  type: shipmentTypeSchema.optional(),
  search: z.string().trim().max(TEXT_LIMITS.name).optional(),
  /** One seller's (from the seller's page). */
  account_id: idQuerySchema.optional(),
});
export type OpsShipmentListQuery = z.infer<typeof opsShipmentListQuerySchema>;

/** Whose shipment it is, for the operator. */
export const shipmentOwnerSchema = sellerRefSchema;

export const opsShipmentSchema = shipmentSchema.extend({ owner: shipmentOwnerSchema });
export type OpsShipment = z.infer<typeof opsShipmentSchema>;

export const opsShipmentListSchema = pageInfoSchema.extend({ shipments: z.array(opsShipmentSchema) });
export type OpsShipmentList = z.infer<typeof opsShipmentListSchema>;

/**
 * GET /ops/shipments/{id}: the seller's detail plus what the operator may do now: `next` (the statuses a
 * transition may go to), `receive_to` (the warehouse a "receive" lands in, if any), `unfreeze_to` (when frozen).
 */
/** A timeline event as operators read it: one an operator made names them. */
export const opsShipmentEventSchema = shipmentEventSchema.extend({ operator: personSchema.nullable() });
export type OpsShipmentEvent = z.infer<typeof opsShipmentEventSchema>;

export const opsShipmentDetailSchema = shipmentDetailSchema.extend({
  owner: shipmentOwnerSchema,
  events: z.array(opsShipmentEventSchema),
  next: z.array(shipmentStatusSchema),
  receive_to: shipmentStatusSchema.nullable(),
  unfreeze_to: shipmentStatusSchema.nullable(),
});
export type OpsShipmentDetail = z.infer<typeof opsShipmentDetailSchema>;

/** The fewest characters of a reason an operator must type where the seller is told why (a freeze). */
export const MIN_REASON_LENGTH = 3;

/**
 * Freezing stops a shipment where it is: the operator says why (`note`, at least 3 characters, 400 `reason_required`)
 * and the seller reads it on the shipment and in the notification (issue 23).
 */
export const freezeBodySchema = z.strictObject({
  note: z.string().trim().min(MIN_REASON_LENGTH, 'reason_required').max(TEXT_LIMITS.description),
});

/** Unfreezing: a note for the timeline, if any. */
export const unfreezeBodySchema = z.strictObject({
  note: z.string().trim().max(TEXT_LIMITS.description).optional().default(''),
});

/** The answer of every change: the shipment as it is now. */
export const shipmentResultSchema = z.object({ shipment: shipmentSchema });
export type ShipmentResult = z.infer<typeof shipmentResultSchema>;

/**
 * GET /ops/shipments/lookup?code=: what a scanner read off a parcel — our number (`SC` + 8 digits, the sticker's
 * barcode), a carrier's tracking number or the national post's TTN; spaces and case do not matter.
 */
export const opsShipmentLookupQuerySchema = z.object({ code: z.string().trim().min(1, 'required').max(40) });
/** Which of its numbers found the parcel. */
export const shipmentNumberKinds = ['number', 'track', 'ttn'] as const;
export type ShipmentNumberKind = (typeof shipmentNumberKinds)[number];
/**
 * The parcel as the desk's detail shows it, and what found it. A bulk parcel's number or track finds its master box
 * (the box is received and moved, the parcels travel inside it): `via_parcel` names the parcel that was read.
 */
export const opsShipmentLookupSchema = opsShipmentDetailSchema.extend({
  matched_by: z.enum(shipmentNumberKinds),
  via_parcel: z.string().nullable(),
});
export type OpsShipmentLookup = z.infer<typeof opsShipmentLookupSchema>;

/** At most this many shipments move in one bulk request (each in its own transaction). */
export const MAX_BULK_MOVE = 100;

/** POST /ops/shipments/bulk/transition: the same move for several shipments, each checked on its own (once). */
export const bulkTransitionBodySchema = transitionBodySchema.extend({
  ids: z
    .array(idSchema)
    .min(1, 'required')
    .max(MAX_BULK_MOVE)
    .transform((ids) => [...new Set(ids)]),
});
export type BulkTransitionBody = z.input<typeof bulkTransitionBodySchema>;

/**
 * One shipment's outcome, in the order asked: `moved`, or `refused` with the code and the words a single move would
 * answer (`not_received`, `delivery_unfit`, `payment_due`, `invalid_transition`, `not_found`, …); `shipment` is the
 * shipment as it is now (null for an unknown id), so a refusal can say what holds it.
 */
export const bulkMoveResultSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  outcome: z.enum(['moved', 'refused']),
  code: z.string().nullable(),
  message: z.string().nullable(),
  shipment: shipmentSchema.nullable(),
});
export type BulkMoveResult = z.infer<typeof bulkMoveResultSchema>;
export const bulkMoveResultsSchema = z.object({ results: z.array(bulkMoveResultSchema) });
export type BulkMoveResults = z.infer<typeof bulkMoveResultsSchema>;

/** The operators' shipment desk: find, look, receive at a warehouse, move along the state machine, freeze. */
export const opsShipmentsApi = {
  /** Every account's shipments, by number, track, TTN or recipient, and status. */
  list: endpoint({
    method: 'GET',
    path: '/ops/shipments',
    query: opsShipmentListQuerySchema,
    response: opsShipmentListSchema,
    access: 'operator',
    opsRole: ['warehouse', 'support'],
    tags: ['ops'],
  }),
  /** The shipment, its owner and timeline, and the moves allowed now. */
  detail: endpoint({
    method: 'GET',
    path: '/ops/shipments/:id',
    params: shipmentIdParamsSchema,
    response: opsShipmentDetailSchema,
    access: 'operator',
    opsRole: ['warehouse', 'support'],
    tags: ['ops'],
  }),
  /** The parcel a scanned sticker names: our number, a carrier's track or the TTN (404 `shipment_code_unknown`). */
  lookup: endpoint({
    method: 'GET',
    path: '/ops/shipments/lookup',
    query: opsShipmentLookupQuerySchema,
    response: opsShipmentLookupSchema,
    access: 'operator',
    opsRole: 'warehouse',
    tags: ['ops'],
  }),
  /**
   * The same move for several shipments, each checked and moved on its own (its own transaction): one refusal does
   * not stop the others, and each outcome is reported.
   */
  bulkTransition: endpoint({
    method: 'POST',
    path: '/ops/shipments/bulk/transition',
    body: bulkTransitionBodySchema,
    response: bulkMoveResultsSchema,
    access: 'operator',
    opsRole: 'warehouse',
    audit: 'shipment_bulk_transition',
    tags: ['ops'],
  }),
  /** Received at a warehouse, as measured there; a re-quote when it differs (409 invalid_transition, shipment_changed). */
  receive: endpoint({
    method: 'POST',
    path: '/ops/shipments/:id/receive',
    audit: 'shipment_received',
    params: shipmentIdParamsSchema,
    body: receiveBodySchema,
    response: shipmentResultSchema,
    access: 'operator',
    opsRole: 'warehouse',
    tags: ['ops'],
  }),
  /** One move along the state machine (409 invalid_transition, payment_due, label_not_bought). */
  transition: endpoint({
    method: 'POST',
    path: '/ops/shipments/:id/transition',
    audit: 'shipment_status_changed',
    params: shipmentIdParamsSchema,
    body: transitionBodySchema,
    response: shipmentResultSchema,
    access: 'operator',
    opsRole: 'warehouse',
    tags: ['ops'],
  }),
  /**
   * Stops the shipment where it is, with the reason the seller is told (400 reason_required; 409 invalid_transition,
   * bulk_parcel_moves_with_master).
   */
  freeze: endpoint({
    method: 'POST',
    path: '/ops/shipments/:id/freeze',
    audit: 'shipment_frozen',
    params: shipmentIdParamsSchema,
    body: freezeBodySchema,
    response: shipmentResultSchema,
    access: 'operator',
    opsRole: 'warehouse',
    tags: ['ops'],
  }),
  /** Back to the status it was frozen in (409 invalid_transition). */
  unfreeze: endpoint({
    method: 'POST',
    path: '/ops/shipments/:id/unfreeze',
    audit: 'shipment_unfrozen',
    params: shipmentIdParamsSchema,
    body: unfreezeBodySchema,
    response: shipmentResultSchema,
    access: 'operator',
    opsRole: 'warehouse',
    tags: ['ops'],
  }),
};
