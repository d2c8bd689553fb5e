import { z } from 'zod';
import { TEXT_LIMITS } from './limits.ts';
import { endpoint } from './endpoint.ts';
import { idParamsSchema, idQuerySchema, idSchema, pageInfoSchema, personSchema } from './common.ts';
import { decimalAmountText } from './amount.ts';
import { approvalDecisionSchema } from './approvals.ts';
import { moneySchema } from './money.ts';
import {
  withdrawalMethodSchema,
  requisitesParamsSchema,
  withdrawalFeeSchema,
  withdrawalSchema,
  withdrawalsQuerySchema,
} from './withdrawals.ts';

/*
 * The back office's withdrawal desk (issue 4): the queue, pay, reject, ask for corrected details, and the methods'
 * limits and fees as operators set them. The seller's side is withdrawals.ts.
 */

const operator = { access: 'operator', opsRole: 'finance', tags: ['ops'] } as const;

export const opsWithdrawalSchema = withdrawalSchema.extend({
  account_id: z.number().int(),
  seller_email: z.string(),
  seller_name: z.string(),
  /** The card's opaque token at the payouts provider (the operator pays to it). */
  card_token: z.string().nullable(),
  /**
   * While the withdrawal waits for payment: its payout's approval request, waiting for a second operator or refused
   * by one (issue 23, four eyes); null when none was asked for.
   */
  approval: approvalDecisionSchema.nullable(),
  /** The operator who paid it, rejected it or sent it back for corrected details; null while nobody has. */
  resolved_by: personSchema.nullable(),
});
export type OpsWithdrawal = z.infer<typeof opsWithdrawalSchema>;
export const opsWithdrawalListSchema = pageInfoSchema.extend({ withdrawals: z.array(opsWithdrawalSchema) });
export type OpsWithdrawalList = z.infer<typeof opsWithdrawalListSchema>;
/** The desk's filters: a status, and one seller's (from the seller's page). */
export const opsWithdrawalsQuerySchema = withdrawalsQuerySchema.extend({
  account_id: idQuerySchema.optional(),
  /** A queue is worked oldest first; the seller's page shows the latest. */
  order: z.enum(['oldest', 'newest']).default('oldest'),
});
export type OpsWithdrawalsQuery = z.input<typeof opsWithdrawalsQuerySchema>;

export const opsReasonBodySchema = z.strictObject({ reason: z.string().trim().min(3).max(TEXT_LIMITS.description) });
export type OpsReasonBody = z.input<typeof opsReasonBodySchema>;

/** Several withdrawals at once (a page of the queue at most), each checked and answered on its own. */
export const MAX_BULK_WITHDRAWALS = 50;
const bulkIdsSchema = z
  .array(idSchema)
  .min(1)
  .max(MAX_BULK_WITHDRAWALS)
  .refine((ids) => new Set(ids).size === ids.length, 'duplicate');
export const bulkPayBodySchema = z.strictObject({ ids: bulkIdsSchema });
export type BulkPayBody = z.input<typeof bulkPayBodySchema>;
export const bulkRejectBodySchema = opsReasonBodySchema.extend({ ids: bulkIdsSchema });
export type BulkRejectBody = z.input<typeof bulkRejectBodySchema>;

/**
 * One withdrawal of a bulk action: `done` (paid or rejected), `awaiting_approval` (a payout above the threshold now
 * waits for a second operator), or `refused` with the reason as a code and in the caller's language.
 */
export const bulkOutcomes = ['done', 'awaiting_approval', 'refused'] as const;
export type BulkOutcome = (typeof bulkOutcomes)[number];
export const bulkItemResultSchema = z.object({
  id: z.number().int(),
  outcome: z.enum(bulkOutcomes),
  code: z.string().nullable(),
  message: z.string().nullable(),
});
export type BulkItemResult = z.infer<typeof bulkItemResultSchema>;
export const bulkResultSchema = z.object({ results: z.array(bulkItemResultSchema) });
export type BulkResult = z.infer<typeof bulkResultSchema>;

const decimalString = decimalAmountText();

/** A method's limits and fee as operators set them. */
export const withdrawalMethodSettingsSchema = z.object({
  method: withdrawalMethodSchema,
  enabled: z.boolean(),
  min: moneySchema,
  max: moneySchema,
  fee: withdrawalFeeSchema,
});
export type WithdrawalMethodSettings = z.infer<typeof withdrawalMethodSettingsSchema>;
export const withdrawalMethodSettingsListSchema = z.object({ methods: z.array(withdrawalMethodSettingsSchema) });
export const withdrawalMethodSettingsBodySchema = z
  .strictObject({
    enabled: z.boolean(),
    min_amount: decimalString,
    max_amount: decimalString,
    fee_percent: z
      .string()
      .trim()
      .regex(/^\d{1,2}(\.\d{1,2})?$/, 'invalid_amount'),
    fee_minimum: decimalString,
  })
  .refine((b) => Number(b.min_amount) > 0 && Number(b.min_amount) <= Number(b.max_amount), {
    path: ['max_amount'],
    message: 'invalid_limits',
  });
export type WithdrawalMethodSettingsBody = z.input<typeof withdrawalMethodSettingsBodySchema>;

/** The back office's withdrawal desk: the queue, pay, reject, ask for corrected details; method limits and fees. */
export const withdrawalsOpsApi = {
  /** Every seller's withdrawals, by status. */
  list: endpoint({
    method: 'GET',
    path: '/ops/money/withdrawals',
    query: opsWithdrawalsQuerySchema,
    response: opsWithdrawalListSchema,
    ...operator,
  }),
  /** One withdrawal with its seller (404). */
  get: endpoint({
    method: 'GET',
    path: '/ops/money/withdrawals/:id',
    params: idParamsSchema,
    response: opsWithdrawalSchema,
    ...operator,
  }),
  /**
   * Paid out: the hold is charged (200). Above the approval threshold nothing moves yet: the payout waits for a
   * second operator (202, `approval` pending). 409 withdrawal_not_pending, approval_pending.
   */
  pay: endpoint({
    method: 'POST',
    path: '/ops/money/withdrawals/:id/pay',
    audit: 'withdrawal_paid',
    params: idParamsSchema,
    response: opsWithdrawalSchema,
    status: [200, 202],
    idempotent: true,
    ...operator,
  }),
  /** Pays several withdrawals, each on its own as `pay` does; answers what became of each. */
  bulkPay: endpoint({
    method: 'POST',
    path: '/ops/money/withdrawals/bulk-pay',
    body: bulkPayBodySchema,
    response: bulkResultSchema,
    idempotent: true,
    audit: 'withdrawals_bulk_paid',
    ...operator,
  }),
  /** Rejects several withdrawals with one reason the sellers read, each on its own as `reject` does. */
  bulkReject: endpoint({
    method: 'POST',
    path: '/ops/money/withdrawals/bulk-reject',
    body: bulkRejectBodySchema,
    response: bulkResultSchema,
    idempotent: true,
    audit: 'withdrawals_bulk_rejected',
    ...operator,
  }),
  /** Rejected with a reason: the hold is released (409 withdrawal_not_pending). */
  reject: endpoint({
    method: 'POST',
    path: '/ops/money/withdrawals/:id/reject',
    audit: 'withdrawal_refused',
    params: idParamsSchema,
    body: opsReasonBodySchema,
    response: opsWithdrawalSchema,
    idempotent: true,
    ...operator,
  }),
  /** The seller is asked to correct the requisites, with a reason (409 withdrawal_not_pending). */
  needsCorrection: endpoint({
    method: 'POST',
    path: '/ops/money/withdrawals/:id/needs-correction',
    audit: 'withdrawal_correction_asked',
    params: idParamsSchema,
    body: opsReasonBodySchema,
    response: opsWithdrawalSchema,
    idempotent: true,
    ...operator,
  }),
  /** Every method's limits, fee and switch. */
  methodSettings: endpoint({
    method: 'GET',
    path: '/ops/money/withdrawal-methods',
    response: withdrawalMethodSettingsListSchema,
    ...operator,
  }),
  /** Changes one method's limits, fee and switch. */
  saveMethodSettings: endpoint({
    method: 'PUT',
    path: '/ops/money/withdrawal-methods/:method',
    audit: 'withdrawal_method_saved',
    params: requisitesParamsSchema,
    body: withdrawalMethodSettingsBodySchema,
    response: withdrawalMethodSettingsListSchema,
    ...operator,
  }),
};
