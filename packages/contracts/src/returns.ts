import { z } from 'zod';
import { TEXT_LIMITS } from './limits.ts';
import { idParamsSchema, idSchema, pageInfoSchema, pageQuerySchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { moneySchema } from './money.ts';
import { attachedFileSchema, attachedFilenamesSchema } from './uploads.ts';

/**
 * §3/§4 Return: a parcel that came back to our US warehouse (from a buyer or a carrier) for a seller
 * (docs/returns.md). `unidentified` returns have no known owner yet: sellers claim them with proof and an
 * operator decides. An owned return waits for the seller's decision (§4: restock, disposal, distribute items);
 * the warehouse then carries it out and marks it processed.
 */
export const returnStatuses = ['unidentified', 'awaiting_decision', 'decided', 'processed'] as const;
export type ReturnStatus = (typeof returnStatuses)[number];
export const returnStatusSchema = z.enum(returnStatuses);

export const returnStatusColors: Record<ReturnStatus, string> = {
  unidentified: 'gray',
  awaiting_decision: 'yellow',
  decided: 'blue',
  processed: 'green',
};

export const returnDecisions = ['restock', 'disposal', 'distribute'] as const;
export type ReturnDecision = (typeof returnDecisions)[number];

/**
 * Storage (§3 "warehouse storage paid", "overdue"): free for 30 days from the day the return became the seller's,
 * then 0.50 USD a day, counted in whole warehouse (Philadelphia) days and charged from the balance together with
 * the decision. A return past its paid days without a decision is overdue.
 */
export const FREE_STORAGE_DAYS = 30;
export const STORAGE_FEE_PER_DAY_MINOR = 50;

export const MAX_RETURN_ITEMS = 50;
export const MAX_DISTRIBUTION_RECIPIENTS = 20;

export const returnItemSchema = z.object({ id: z.number().int(), name: z.string(), quantity: z.number().int() });
export type ReturnItem = z.infer<typeof returnItemSchema>;

/** One recipient of a distribution: a snapshot of the address-book entry and what they get. */
export const distributionSchema = z.object({
  recipient_id: z.number().int(),
  recipient_name: z.string(),
  recipient_country: z.string(),
  recipient_city: z.string(),
  items: z.array(z.object({ item_id: z.number().int(), name: z.string(), quantity: z.number().int() })),
});
export type Distribution = z.infer<typeof distributionSchema>;

/** A seller's return. Dates are YYYY-MM-DD (warehouse days). */
export const returnSchema = z.object({
  id: z.number().int(),
  /** "RT" + 8 digits, written on the parcel at the warehouse. */
  number: z.string(),
  status: returnStatusSchema,
  status_color: z.string(),
  /** The shipment it came back from, when the warehouse could tell. */
  shipment_number: z.string().nullable(),
  carrier: z.string(),
  tracking_number: z.string(),
  /** The warehouse's note: what arrived and in what state. */
  note: z.string(),
  items: z.array(returnItemSchema),
  total_items: z.number().int(),
  arrived_at: z.string(),
  storage_paid_until: z.string().nullable(),
  overdue: z.boolean(),
  overdue_days: z.number().int(),
  /** What the decision will charge now (overdue days × the daily fee). */
  storage_due: moneySchema,
  storage_charged: moneySchema,
  decision: z.enum(returnDecisions).nullable(),
  decision_comment: z.string(),
  decided_at: z.string().nullable(),
  distribution: z.array(distributionSchema),
  processed_at: z.string().nullable(),
});
export type Return = z.infer<typeof returnSchema>;

export const returnListQuerySchema = pageQuerySchema.extend({
  status: returnStatusSchema.exclude(['unidentified']).optional(),
});
export type ReturnListQuery = z.infer<typeof returnListQuerySchema>;
export const returnListSchema = pageInfoSchema.extend({ returns: z.array(returnSchema) });
export type ReturnList = z.infer<typeof returnListSchema>;

const comment = z.string().trim().max(TEXT_LIMITS.details).optional().default('');

export const distributionInputSchema = z.strictObject({
  recipient_id: idSchema,
  items: z
    .array(z.strictObject({ item_id: idSchema, quantity: z.number().int().min(1).max(9999) }))
    .min(1, 'add_items')
    .max(MAX_RETURN_ITEMS),
});
export type DistributionInput = z.infer<typeof distributionInputSchema>;

/** POST /shipping/returns/{id}/decision. Distribution: per recipient, which items and how many (§5: all of them). */
export const returnDecisionBodySchema = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('restock'), comment }),
  z.strictObject({ decision: z.literal('disposal'), comment }),
  z.strictObject({
    decision: z.literal('distribute'),
    comment,
    distribution: z
      .array(distributionInputSchema)
      .min(1, 'add_recipients')
      .max(MAX_DISTRIBUTION_RECIPIENTS)
      .refine((list) => new Set(list.map((d) => d.recipient_id)).size === list.length, 'duplicate_recipient'),
  }),
]);
export type ReturnDecisionBody = z.input<typeof returnDecisionBodySchema>;

/** What every seller sees of an unidentified return: nothing personal of the sender or of another seller. */
export const unidentifiedReturnSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  carrier: z.string(),
  /** The last 4 characters of the tracking number: enough for the one who sent it to recognise it. */
  tracking_tail: z.string(),
  note: z.string(),
  items: z.array(returnItemSchema),
  arrived_at: z.string(),
  /** The caller's latest claim on it, if any (a rejected one with the operator's reason). */
  my_claim: z
    .object({
      id: z.number().int(),
      status: z.enum(['pending', 'approved', 'rejected']),
      reason: z.string().nullable(),
    })
    .nullable(),
});
export type UnidentifiedReturn = z.infer<typeof unidentifiedReturnSchema>;
export const unidentifiedReturnListSchema = pageInfoSchema.extend({ returns: z.array(unidentifiedReturnSchema) });
export type UnidentifiedReturnList = z.infer<typeof unidentifiedReturnListSchema>;

export const claimStatuses = ['pending', 'approved', 'rejected'] as const;
export type ReturnClaimStatus = (typeof claimStatuses)[number];

/** POST /shipping/returns/unidentified/{id}/claim: why it is the seller's, and 1–5 uploaded proof files (§5). */
export const returnClaimBodySchema = z.strictObject({
  message: z.string().trim().min(3, 'comment_length').max(2000, 'comment_length'),
  files: attachedFilenamesSchema.refine((files) => files.length >= 1, 'files_required'),
});
export type ReturnClaimBody = z.input<typeof returnClaimBodySchema>;

export const returnClaimSchema = z.object({
  id: z.number().int(),
  return_id: z.number().int(),
  return_number: z.string(),
  status: z.enum(claimStatuses),
  message: z.string(),
  files: z.array(attachedFileSchema),
  /** Why an operator rejected it; null when another seller's claim was approved. */
  reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type ReturnClaim = z.infer<typeof returnClaimSchema>;

/** §2 /shipments/returns and /shipments/returns/unidentified, for the seller (under the shipments permissions). */
export const returnsApi = {
  /** The seller's returns, newest arrival first. */
  list: endpoint({
    method: 'GET',
    path: '/shipping/returns',
    query: returnListQuerySchema,
    response: returnListSchema,
    permission: 'shipments.read',
    tags: ['returns'],
  }),
  /** Returns nobody has claimed yet, without anyone's personal data. */
  unidentified: endpoint({
    method: 'GET',
    path: '/shipping/returns/unidentified',
    query: pageQuerySchema,
    response: unidentifiedReturnListSchema,
    permission: 'shipments.read',
    tags: ['returns'],
  }),
  /** One unidentified return, with the caller's latest claim on it (404 once it has an owner). */
  unidentifiedOne: endpoint({
    method: 'GET',
    path: '/shipping/returns/unidentified/:id',
    params: idParamsSchema,
    response: unidentifiedReturnSchema,
    permission: 'shipments.read',
    tags: ['returns'],
  }),
  /** One of the seller's returns (404 another's). */
  get: endpoint({
    method: 'GET',
    path: '/shipping/returns/:id',
    params: idParamsSchema,
    response: returnSchema,
    permission: 'shipments.read',
    tags: ['returns'],
  }),
  /**
   * Restock, disposal or distribution; pays the storage owed so far, so it takes an Idempotency-Key
   * (409 return_already_decided, 400 distributed_items_mismatch).
   */
  decide: endpoint({
    method: 'POST',
    path: '/shipping/returns/:id/decision',
    params: idParamsSchema,
    body: returnDecisionBodySchema,
    response: returnSchema,
    idempotent: true,
    permission: 'shipments.write',
    tags: ['returns'],
  }),
  /** Claims an unidentified return with a message and proof (409 claim_exists, return_not_unidentified). */
  claim: endpoint({
    method: 'POST',
    path: '/shipping/returns/unidentified/:id/claim',
    params: idParamsSchema,
    body: returnClaimBodySchema,
    response: returnClaimSchema,
    status: 201,
    permission: 'shipments.write',
    tags: ['returns'],
  }),
};
