import { z } from 'zod';
import { TEXT_LIMITS } from './limits.ts';
import { idParamsSchema, idSchema, int32Schema, isoDateSchema, pageInfoSchema, pageQuerySchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { claimStatuses, MAX_RETURN_ITEMS, returnClaimSchema, returnSchema, returnStatusSchema } from './returns.ts';
import { sellerRefSchema } from './sellers.ts';
import { uploadContentTypes } from './uploads.ts';

/*
 * The back office's returns desk (/ops/returns, docs/returns.md): registering a parcel that came back, every
 * account's returns, the sellers' claims on unidentified returns with their proof files, and marking a decided
 * return processed. The seller's side is returns.ts.
 */

export const returnRegisterBodySchema = z.strictObject({
  /** The seller: an account number or the owner's e-mail; empty for an unidentified return. */
  owner: z.string().trim().max(TEXT_LIMITS.short_text).optional().default(''),
  shipment_number: z.string().trim().max(20).optional().default(''),
  carrier: z.string().trim().min(1, 'required').max(60),
  tracking_number: z.string().trim().min(4, 'too_short').max(60),
  /** Who sent it back, as written on the parcel: shown to operators and the owner only. */
  sender_name: z.string().trim().max(TEXT_LIMITS.short_text).optional().default(''),
  note: z.string().trim().max(TEXT_LIMITS.details).optional().default(''),
  arrived_at: isoDateSchema(),
  items: z
    .array(
      z.strictObject({
        name: z.string().trim().min(1, 'required').max(TEXT_LIMITS.short_text),
        quantity: int32Schema.min(1),
      }),
    )
    .min(1, 'add_items')
    .max(MAX_RETURN_ITEMS),
});
export type ReturnRegisterBody = z.input<typeof returnRegisterBodySchema>;

export const opsReturnSchema = returnSchema.extend({
  account_id: z.number().int().nullable(),
  account_email: z.string().nullable(),
  /** Whose it is, by name and e-mail; null while unidentified. */
  seller: sellerRefSchema.nullable(),
  sender_name: z.string(),
  pending_claims: z.number().int(),
});
export type OpsReturn = z.infer<typeof opsReturnSchema>;
export const opsReturnListQuerySchema = pageQuerySchema.extend({ status: returnStatusSchema.optional() });
export const opsReturnListSchema = pageInfoSchema.extend({ returns: z.array(opsReturnSchema) });
export type OpsReturnList = z.infer<typeof opsReturnListSchema>;

export const opsReturnClaimSchema = returnClaimSchema.extend({
  account_id: z.number().int(),
  account_email: z.string(),
  /** The claimant, by name and e-mail. */
  seller: sellerRefSchema,
  carrier: z.string(),
  tracking_number: z.string(),
  arrived_at: z.string(),
});
export type OpsReturnClaim = z.infer<typeof opsReturnClaimSchema>;
export const opsReturnClaimsQuerySchema = pageQuerySchema.extend({ status: z.enum(claimStatuses).optional() });
export const opsReturnClaimListSchema = pageInfoSchema.extend({ claims: z.array(opsReturnClaimSchema) });
export type OpsReturnClaimList = z.infer<typeof opsReturnClaimListSchema>;

export const returnClaimRejectBodySchema = z.strictObject({
  reason: z.string().trim().min(3).max(TEXT_LIMITS.description),
});
export const returnClaimFileParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  filename: z.string().min(1).max(200),
});

/**
 * POST /ops/returns/{id}/processed. A `restock` return puts its goods back into the seller's stock: per item, the
 * seller's product (by SKU) it goes back into (every item once; 400 `restock_every_item`, `unknown_item`,
 * `unknown_sku`). Other decisions send an empty body.
 */
export const returnProcessBodySchema = z.strictObject({
  restock: z
    .array(z.strictObject({ item_id: idSchema, sku: z.string().trim().min(1, 'required').max(64) }))
    .max(MAX_RETURN_ITEMS)
    .optional()
    .default([]),
});
export type ReturnProcessBody = z.input<typeof returnProcessBodySchema>;

/** The back office's returns desk: register, list, decide claims (with their proof files), mark processed. */
export const opsReturnsApi = {
  /** Registers a parcel that came back (400 unknown_account, date_in_future); takes an Idempotency-Key. */
  register: endpoint({
    method: 'POST',
    path: '/ops/returns',
    audit: 'return_registered',
    body: returnRegisterBodySchema,
    response: opsReturnSchema,
    status: 201,
    idempotent: true,
    access: 'operator',
    opsRole: 'warehouse',
    tags: ['ops'],
  }),
  /** Every account's returns (and the unidentified), newest arrival first. */
  list: endpoint({
    method: 'GET',
    path: '/ops/returns',
    query: opsReturnListQuerySchema,
    response: opsReturnListSchema,
    access: 'operator',
    opsRole: 'warehouse',
    tags: ['ops'],
  }),
  /** The sellers' claims on unidentified returns, by status. */
  claims: endpoint({
    method: 'GET',
    path: '/ops/returns/claims',
    query: opsReturnClaimsQuerySchema,
    response: opsReturnClaimListSchema,
    access: 'operator',
    opsRole: 'warehouse',
    tags: ['ops'],
  }),
  /** A claim's proof file, inline under its original name (404 a file the claim does not attach). */
  claimFile: endpoint({
    method: 'GET',
    path: '/ops/returns/claims/:id/files/:filename',
    params: returnClaimFileParamsSchema,
    file: uploadContentTypes.join(', '),
    access: 'operator',
    opsRole: 'warehouse',
    tags: ['ops'],
  }),
  /** The return goes to the claimant, other claims on it are rejected (409 claim_already_decided, return_not_unidentified). */
  approveClaim: endpoint({
    method: 'POST',
    path: '/ops/returns/claims/:id/approve',
    audit: 'return_claim_approved',
    params: idParamsSchema,
    response: opsReturnClaimSchema,
    access: 'operator',
    opsRole: 'warehouse',
    tags: ['ops'],
  }),
  /** Rejects a claim with the reason the seller is told (409 claim_already_decided). */
  rejectClaim: endpoint({
    method: 'POST',
    path: '/ops/returns/claims/:id/reject',
    audit: 'return_claim_refused',
    params: idParamsSchema,
    body: returnClaimRejectBodySchema,
    response: opsReturnClaimSchema,
    access: 'operator',
    opsRole: 'warehouse',
    tags: ['ops'],
  }),
  /** One return with its owner and sender (404). */
  get: endpoint({
    method: 'GET',
    path: '/ops/returns/:id',
    params: idParamsSchema,
    response: opsReturnSchema,
    access: 'operator',
    opsRole: 'warehouse',
    tags: ['ops'],
  }),
  /**
   * The warehouse carried out the seller's decision; a restock puts each item back into stock as the product named
   * (400, 409 return_not_decided). The seller is told.
   */
  markProcessed: endpoint({
    method: 'POST',
    path: '/ops/returns/:id/processed',
    audit: 'return_processed',
    params: idParamsSchema,
    body: returnProcessBodySchema,
    response: opsReturnSchema,
    access: 'operator',
    opsRole: 'warehouse',
    tags: ['ops'],
  }),
};
