import { z } from 'zod';
import { TEXT_LIMITS } from './limits.ts';
import { idParamsSchema, isoDateSchema, pageInfoSchema, pageQuerySchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { amountInputSchema, moneySchema } from './money.ts';

/*
 * Unidentified payments (§2 /lost-payments/, §4 "Unidentified-payment claim request"): money that reached the
 * provider without saying whose it is. An operator registers it (open); sellers see it with the payer masked and
 * claim it with a comment and proof (§5: chat screenshots; at most 5 files, images or PDF); the operator approves
 * one claim — the payment is credited to that seller and becomes assigned — or rejects it with a reason.
 */
export const unidentifiedPaymentStatuses = ['open', 'assigned'] as const;
export type UnidentifiedPaymentStatus = (typeof unidentifiedPaymentStatuses)[number];

export const claimStatuses = ['pending', 'approved', 'rejected'] as const;
export const claimStatusSchema = z.enum(claimStatuses);
export type ClaimStatus = z.infer<typeof claimStatusSchema>;

/** §5 / §9: at most 5 proof files, images or PDF only; 10 MB each. */
export const MAX_CLAIM_FILES = 5;
export const MAX_CLAIM_FILE_BYTES = 10 * 1024 * 1024;
/** The types a proof file may really be (checked by its first bytes, not by its name). */
export const claimFileTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'] as const;
export type ClaimFileType = (typeof claimFileTypes)[number];

/** The text part of a claim (multipart field `comment`; files go in `files`). */
export const claimCommentSchema = z.string().trim().min(3).max(TEXT_LIMITS.long_text);

export const claimFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
});
export type ClaimFile = z.infer<typeof claimFileSchema>;

/** An open payment as sellers see it: the payer masked, so that only its real owner recognises it. */
export const lostPaymentSchema = z.object({
  id: z.number().int(),
  amount: moneySchema,
  payer: z.string(),
  date: z.string().describe('YYYY-MM-DD, when the money arrived'),
  details: z.string(),
  /** The caller's own pending claim on it, if any. */
  my_claim_id: z.number().int().nullable(),
});
export type LostPayment = z.infer<typeof lostPaymentSchema>;
export const lostPaymentListSchema = pageInfoSchema.extend({ payments: z.array(lostPaymentSchema) });
export type LostPaymentList = z.infer<typeof lostPaymentListSchema>;

export const claimSchema = z.object({
  id: z.number().int(),
  payment: lostPaymentSchema.omit({ my_claim_id: true }),
  comment: z.string(),
  status: claimStatusSchema,
  /** The operator's reason for a rejection. */
  reason: z.string().nullable(),
  /** Rejected because the payment went to another claim. */
  assigned_elsewhere: z.boolean(),
  files: z.array(claimFileSchema),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type Claim = z.infer<typeof claimSchema>;
export const claimListSchema = pageInfoSchema.extend({ claims: z.array(claimSchema) });
export type ClaimList = z.infer<typeof claimListSchema>;

export const claimFileParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  fileId: z.coerce.number().int().min(1).max(2_147_483_647),
});

/* ——— Operators ——— */

export const unidentifiedPaymentCreateBodySchema = z.strictObject({
  amount: amountInputSchema,
  payer: z.string().trim().min(2).max(TEXT_LIMITS.short_text),
  date: isoDateSchema(),
  details: z.string().trim().max(TEXT_LIMITS.details).default(''),
});
export type UnidentifiedPaymentCreateBody = z.input<typeof unidentifiedPaymentCreateBodySchema>;

export const unidentifiedPaymentsQuerySchema = pageQuerySchema.extend({
  status: z.enum(unidentifiedPaymentStatuses).optional(),
});

export const opsUnidentifiedPaymentSchema = z.object({
  id: z.number().int(),
  amount: moneySchema,
  payer: z.string(),
  date: z.string(),
  details: z.string(),
  status: z.enum(unidentifiedPaymentStatuses),
  assigned_account_id: z.number().int().nullable(),
  pending_claims: z.number().int(),
  created_at: z.string(),
});
export type OpsUnidentifiedPayment = z.infer<typeof opsUnidentifiedPaymentSchema>;
export const opsUnidentifiedPaymentListSchema = pageInfoSchema.extend({
  payments: z.array(opsUnidentifiedPaymentSchema),
});
export type OpsUnidentifiedPaymentList = z.infer<typeof opsUnidentifiedPaymentListSchema>;

export const claimsQuerySchema = pageQuerySchema.extend({ status: claimStatusSchema.optional() });

export const opsClaimSchema = claimSchema.extend({
  payment: opsUnidentifiedPaymentSchema,
  account_id: z.number().int(),
  seller_name: z.string(),
  seller_email: z.string(),
});
export type OpsClaim = z.infer<typeof opsClaimSchema>;
export const opsClaimListSchema = pageInfoSchema.extend({ claims: z.array(opsClaimSchema) });
export type OpsClaimList = z.infer<typeof opsClaimListSchema>;

export const claimRejectBodySchema = z.strictObject({ reason: z.string().trim().min(3).max(TEXT_LIMITS.description) });
export type ClaimRejectBody = z.infer<typeof claimRejectBodySchema>;

/** A proof file is answered with the type it was stored with: one of claimFileTypes (an image or a PDF). */
const PROOF_FILE = '*/*';
const read = { permission: 'money.read', tags: ['money'] } as const;
const write = { permission: 'money.write', tags: ['money'] } as const;
const operator = { access: 'operator', opsRole: 'finance', tags: ['ops'] } as const;

/** §2 /lost-payments/: open unidentified payments, claims with proof files (multipart), the seller's claims. */
export const lostPaymentsApi = {
  /** Open payments, the payer masked, each with the caller's own pending claim. */
  list: endpoint({
    method: 'GET',
    path: '/lost-payments',
    query: pageQuerySchema,
    response: lostPaymentListSchema,
    ...read,
  }),
  /**
   * A claim: multipart form data with `comment` (claimCommentSchema) and 1–5 proof files in `files` (claimFileTypes,
   * MAX_CLAIM_FILE_BYTES each). 404; 409 unidentified_payment_not_open, claim_exists; 400 invalid_file_format,
   * too_many_files, file_too_large.
   */
  claim: endpoint({
    method: 'POST',
    path: '/lost-payments/:id/claims',
    params: idParamsSchema,
    multipart: true,
    response: claimSchema,
    status: 201,
    ...write,
    description: 'multipart/form-data: `comment` (3–2000 characters) and 1–5 proof files in `files`.',
  }),
  /** The seller's claims, newest first, by status. */
  claims: endpoint({
    method: 'GET',
    path: '/lost-payments/claims',
    query: claimsQuerySchema,
    response: claimListSchema,
    ...read,
  }),
  /** One proof file of the seller's own claim (404). */
  file: endpoint({
    method: 'GET',
    path: '/lost-payments/claims/:id/files/:fileId',
    params: claimFileParamsSchema,
    file: PROOF_FILE,
    ...read,
  }),
};

/** The back office's unidentified payments: register them, review claims with their files, approve or reject. */
export const lostPaymentsOpsApi = {
  /** Registers money that arrived without saying whose it is (400 date_in_future). */
  register: endpoint({
    method: 'POST',
    path: '/ops/money/unidentified-payments',
    audit: 'unidentified_payment_registered',
    body: unidentifiedPaymentCreateBodySchema,
    response: opsUnidentifiedPaymentSchema,
    status: 201,
    idempotent: true,
    ...operator,
  }),
  /** Registered payments, by status, with their pending claims. */
  payments: endpoint({
    method: 'GET',
    path: '/ops/money/unidentified-payments',
    query: unidentifiedPaymentsQuerySchema,
    response: opsUnidentifiedPaymentListSchema,
    ...operator,
  }),
  /** Every seller's claims, by status. */
  claims: endpoint({
    method: 'GET',
    path: '/ops/money/claims',
    query: claimsQuerySchema,
    response: opsClaimListSchema,
    ...operator,
  }),
  /** One proof file of any claim (404). */
  file: endpoint({
    method: 'GET',
    path: '/ops/money/claims/:id/files/:fileId',
    params: claimFileParamsSchema,
    file: PROOF_FILE,
    ...operator,
  }),
  /** Credits the payment to the claiming seller (409 claim_already_decided, unidentified_payment_not_open). */
  approve: endpoint({
    method: 'POST',
    path: '/ops/money/claims/:id/approve',
    audit: 'payment_claim_approved',
    params: idParamsSchema,
    response: opsClaimSchema,
    idempotent: true,
    ...operator,
  }),
  /** Rejects a claim with a reason the seller reads (409 claim_already_decided). */
  reject: endpoint({
    method: 'POST',
    path: '/ops/money/claims/:id/reject',
    audit: 'payment_claim_refused',
    params: idParamsSchema,
    body: claimRejectBodySchema,
    response: opsClaimSchema,
    ...operator,
  }),
};
